import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { ErrorText } from '../ErrorText/ErrorText';
import {
  CAMERA_ERRORS,
  capturedPhotoName,
  chooseCamera,
  videoInputs,
  type CameraFacing,
} from './cameraDevices';
import styles from './images.module.css';

export type CameraCaptureProps = {
  open: boolean;
  /** Which camera to prefer: back/rear (environment) or front/FaceTime (user). */
  facing?: CameraFacing;
  /** The captured photo as a JPEG File; the stream is already stopped. */
  onCapture: (file: File) => void;
  onClose: () => void;
  /** The camera cannot be opened: the caller opens the file picker instead. */
  onUnavailable?: () => void;
};

const JPEG_QUALITY = 0.92;

/** A capture dialog: lists the video devices, previews the chosen one, captures a JPEG. */
export function CameraCapture({
  open,
  facing = 'environment',
  onCapture,
  onClose,
  onUnavailable,
}: CameraCaptureProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [deviceId, setDeviceId] = useState<string>();
  const [error, setError] = useState<string>();
  const [streaming, setStreaming] = useState(false);

  const stopStream = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    setStreaming(false);
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  const startStream = useCallback(
    async (id: string | undefined) => {
      stopStream();
      const stream = await navigator.mediaDevices.getUserMedia({
        video: id ? { deviceId: { exact: id } } : { facingMode: facing },
        audio: false,
      });
      streamRef.current = stream;
      setStreaming(true);
      if (videoRef.current) videoRef.current.srcObject = stream;
    },
    [facing, stopStream],
  );

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setError(undefined);
    (async () => {
      let found: MediaDeviceInfo[];
      try {
        found = videoInputs(await navigator.mediaDevices.enumerateDevices());
      } catch {
        if (!cancelled) setError(CAMERA_ERRORS.devices);
        return;
      }
      if (cancelled) return;
      const chosen = chooseCamera(found, facing);
      setCameras(found);
      setDeviceId(chosen?.deviceId);
      try {
        await startStream(chosen?.deviceId);
        if (cancelled) stopStream();
      } catch {
        if (cancelled) return;
        setError(CAMERA_ERRORS.access);
        onUnavailable?.();
      }
    })();
    return () => {
      cancelled = true;
      stopStream();
    };
    // Re-run only when the dialog opens or the preferred facing changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, facing]);

  async function switchCamera(id: string) {
    setDeviceId(id);
    setError(undefined);
    try {
      await startStream(id);
    } catch {
      setError(CAMERA_ERRORS.switch);
    }
  }

  function capture() {
    const video = videoRef.current;
    if (!video || !streamRef.current) return;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    canvas.toBlob(
      (blob) => {
        stopStream();
        if (blob) onCapture(new File([blob], capturedPhotoName(), { type: 'image/jpeg' }));
      },
      'image/jpeg',
      JPEG_QUALITY,
    );
  }

  function close() {
    stopStream();
    onClose();
  }

  return (
    <Dialog
      open={open}
      title="Take a photo"
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button onClick={capture} disabled={!streaming}>
            Capture
          </Button>
        </>
      }
    >
      <div className={styles.camera}>
        {cameras.length > 1 && (
          <label>
            Camera{' '}
            <select value={deviceId} onChange={(event) => void switchCamera(event.target.value)}>
              {cameras.map((camera, index) => (
                <option key={camera.deviceId} value={camera.deviceId}>
                  {camera.label || `Camera ${index + 1}`}
                </option>
              ))}
            </select>
          </label>
        )}
        <video
          ref={videoRef}
          className={styles.video}
          autoPlay
          playsInline
          muted
          aria-label="Camera preview"
        />
        {error && <ErrorText>{error}</ErrorText>}
      </div>
    </Dialog>
  );
}
