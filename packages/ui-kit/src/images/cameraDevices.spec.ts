import { capturedPhotoName, chooseCamera, videoInputs } from './cameraDevices';

const device = (label: string, kind: MediaDeviceKind = 'videoinput') =>
  ({ deviceId: `id-${label}`, label, kind, groupId: 'g' }) as MediaDeviceInfo;

describe('camera device choice', () => {
  const cameras = [
    device('Integrated Webcam'),
    device('FaceTime HD Camera'),
    device('Back Camera'),
  ];

  it('keeps only video inputs', () => {
    expect(videoInputs([device('Mic', 'audioinput'), ...cameras]).map((d) => d.label)).toEqual(
      cameras.map((d) => d.label),
    );
  });

  it('picks a back/rear camera for environment mode', () => {
    expect(chooseCamera(cameras, 'environment')?.label).toBe('Back Camera');
    expect(
      chooseCamera([device('camera2 0, facing front'), device('Rear wide')], 'environment')?.label,
    ).toBe('Rear wide');
  });

  it('picks a front/FaceTime camera for user mode', () => {
    expect(chooseCamera(cameras, 'user')?.label).toBe('FaceTime HD Camera');
    expect(chooseCamera([device('Back'), device('Front camera')], 'user')?.label).toBe(
      'Front camera',
    );
  });

  it('falls back to the first camera, or none', () => {
    expect(chooseCamera([device('USB Cam A'), device('USB Cam B')], 'environment')?.label).toBe(
      'USB Cam A',
    );
    expect(chooseCamera([], 'user')).toBeUndefined();
  });

  it('names a capture with its timestamp', () => {
    expect(capturedPhotoName(new Date('2025-03-04T05:06:07.089Z'))).toBe(
      'photo-2025-03-04T05-06-07-089Z.jpg',
    );
  });
});
