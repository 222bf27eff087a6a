import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../Button/Button';
import { ErrorText } from '../ErrorText/ErrorText';
import { Input } from '../Field/Input';
import { classNames } from '../classNames';
import { CameraCapture } from './CameraCapture';
import { PICKER_DELAY_MS, type CameraFacing } from './cameraDevices';
import {
  addImage,
  removeImage,
  setImageCaption,
  setPrimaryImage,
  type ImageEntry,
} from './imageSet';
import { LazyImage } from './LazyImage';
import styles from './images.module.css';

export type UploadImage = (file: File) => Promise<{ fileUrl: string }>;

export type ImageUploaderProps = {
  images: readonly ImageEntry[];
  onChange: (images: ImageEntry[]) => void;
  /** Sends one file to the server (e.g. POST /api/uploads/proxy) and answers its fileUrl. */
  upload: UploadImage;
  /** Offer the Camera button (default true). */
  camera?: boolean;
  cameraFacing?: CameraFacing;
  disabled?: boolean;
  storageUrl?: string;
  /**
   * Ask for a caption before the photo is picked (default true). Off, the
   * pickers come first and each photo's caption is written after it, under it.
   */
  captionFirst?: boolean;
  /** Told of the image files picked from the gallery, as picked (metadata intact), before upload. */
  onFilesPicked?: (files: File[]) => void;
};

/** product spec §8: the upload error text. */
export function uploadErrorMessage(error: unknown): string {
  const message = error instanceof Error && error.message ? error.message : 'Unknown error';
  return `Failed to upload image: ${message}`;
}

/**
 * Adds images from the gallery or the camera (image/* only) with an optional
 * caption, and manages the set: set primary, edit captions, remove. The
 * primary-image rules live in imageSet.ts; the upload call is the caller's.
 */
export function ImageUploader({
  images,
  onChange,
  upload,
  camera = true,
  cameraFacing = 'environment',
  disabled = false,
  storageUrl,
  captionFirst = true,
  onFilesPicked,
}: ImageUploaderProps) {
  const fileInputRef = useRef<HTMLInputElement>(null);
  const pendingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [caption, setCaption] = useState('');
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();
  const [cameraOpen, setCameraOpen] = useState(false);

  useEffect(() => () => clearTimeout(pendingTimer.current), []);

  function afterPickerDelay(open: () => void) {
    clearTimeout(pendingTimer.current);
    pendingTimer.current = setTimeout(open, PICKER_DELAY_MS);
  }

  const openGallery = () => fileInputRef.current?.click();

  async function uploadFiles(files: readonly File[]) {
    setError(undefined);
    const accepted = files.filter((file) => file.type.startsWith('image/'));
    if (accepted.length < files.length) {
      setError(uploadErrorMessage(new Error('Only image files can be uploaded')));
    }
    if (accepted.length === 0) return;
    setUploading(true);
    let next = [...images];
    try {
      for (const file of accepted) {
        const { fileUrl } = await upload(file);
        next = addImage(next, fileUrl, caption.trim());
        onChange(next);
      }
      setCaption('');
    } catch (uploadError) {
      setError(uploadErrorMessage(uploadError));
    } finally {
      setUploading(false);
    }
  }

  function onFilesChosen(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ''; // choosing the same file again must fire change again
    const picked = files.filter((file) => file.type.startsWith('image/'));
    if (picked.length > 0) onFilesPicked?.(picked);
    void uploadFiles(files);
  }

  const busy = disabled || uploading;
  return (
    <div className={styles.uploader}>
      {captionFirst && (
        <Input
          label="Caption (optional)"
          value={caption}
          onChange={(event) => setCaption(event.target.value)}
          disabled={busy}
        />
      )}
      <div className={styles.pickers}>
        {camera && (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => afterPickerDelay(() => setCameraOpen(true))}
          >
            Camera
          </Button>
        )}
        <Button
          variant="secondary"
          disabled={busy}
          loading={uploading}
          onClick={() => afterPickerDelay(openGallery)}
        >
          Gallery
        </Button>
        <input
          ref={fileInputRef}
          type="file"
          accept="image/*"
          multiple
          className={styles.hiddenInput}
          data-testid="image-file-input"
          onChange={onFilesChosen}
        />
      </div>
      {error && <ErrorText>{error}</ErrorText>}
      {images.length > 0 && (
        <ul className={styles.imageList} aria-label="Images">
          {images.map((image, index) => (
            <li
              key={`${image.url}-${index}`}
              className={classNames(styles.imageItem, image.isPrimary && styles.imageItemPrimary)}
            >
              <LazyImage
                src={image.url}
                alt={image.caption || `Image ${index + 1}`}
                storageUrl={storageUrl}
                sizes="10rem"
                className={styles.thumbnail}
              />
              <Input
                label={`Caption for image ${index + 1}`}
                value={image.caption ?? ''}
                disabled={disabled}
                onChange={(event) => onChange(setImageCaption(images, index, event.target.value))}
              />
              <div className={styles.itemActions}>
                {image.isPrimary ? (
                  <span className={styles.primaryBadge}>Primary</span>
                ) : (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={disabled}
                    onClick={() => onChange(setPrimaryImage(images, index))}
                  >
                    Set as primary
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={disabled}
                  aria-label={`Remove image ${index + 1}`}
                  onClick={() => onChange(removeImage(images, index))}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {camera && (
        <CameraCapture
          open={cameraOpen}
          facing={cameraFacing}
          onClose={() => setCameraOpen(false)}
          onCapture={(file) => {
            setCameraOpen(false);
            void uploadFiles([file]);
          }}
          onUnavailable={openGallery}
        />
      )}
    </div>
  );
}
