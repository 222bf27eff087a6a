export type CameraFacing = 'environment' | 'user';

export const CAMERA_ERRORS = {
  devices: 'Could not access camera devices. Please check permissions.',
  access: 'Could not access camera. Please check permissions.',
  switch: 'Failed to switch camera device.',
} as const;

/** product spec §9: the camera or gallery picker opens this long after the button press. */
export const PICKER_DELAY_MS = 50;

const FACING_LABELS: Record<CameraFacing, RegExp> = {
  environment: /back|rear/i,
  user: /front|facetime/i,
};

/** The video inputs among the media devices. */
export function videoInputs(devices: readonly MediaDeviceInfo[]): MediaDeviceInfo[] {
  return devices.filter((device) => device.kind === 'videoinput');
}

/** A back/rear camera for environment mode, a front/FaceTime one for user mode, otherwise the first. */
export function chooseCamera(
  cameras: readonly MediaDeviceInfo[],
  facing: CameraFacing,
): MediaDeviceInfo | undefined {
  return cameras.find((camera) => FACING_LABELS[facing].test(camera.label)) ?? cameras[0];
}

/** The captured photo's file name: a timestamp, so successive captures never collide. */
export function capturedPhotoName(now: Date = new Date()): string {
  return `photo-${now.toISOString().replace(/[:.]/g, '-')}.jpg`;
}
