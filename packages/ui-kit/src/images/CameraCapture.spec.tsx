import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CameraCapture } from './CameraCapture';

// navigator.mediaDevices and canvas encoding are browser APIs jsdom lacks.
const device = (deviceId: string, label: string, kind: MediaDeviceKind = 'videoinput') =>
  ({ deviceId, label, kind, groupId: 'g' }) as MediaDeviceInfo;

function fakeStream() {
  const track = { stop: jest.fn() };
  return { stream: { getTracks: () => [track] } as unknown as MediaStream, track };
}

function installMediaDevices(mediaDevices: Partial<MediaDevices>) {
  Object.defineProperty(navigator, 'mediaDevices', { value: mediaDevices, configurable: true });
}

const DEVICES = [
  device('mic', 'Microphone', 'audioinput'),
  device('front', 'Front Camera'),
  device('back', 'Back Camera'),
];

describe('CameraCapture', () => {
  it('opens the back camera in environment mode and stops it on Cancel', async () => {
    const { stream, track } = fakeStream();
    const getUserMedia = jest.fn().mockResolvedValue(stream);
    installMediaDevices({ enumerateDevices: jest.fn().mockResolvedValue(DEVICES), getUserMedia });
    const onClose = jest.fn();
    render(<CameraCapture open onCapture={jest.fn()} onClose={onClose} />);

    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(1));
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { deviceId: { exact: 'back' } },
      audio: false,
    });
    expect(screen.getByRole('combobox')).toHaveValue('back');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(track.stop).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('opens the front camera in user mode', async () => {
    const getUserMedia = jest.fn().mockResolvedValue(fakeStream().stream);
    installMediaDevices({ enumerateDevices: jest.fn().mockResolvedValue(DEVICES), getUserMedia });
    render(<CameraCapture open facing="user" onCapture={jest.fn()} onClose={jest.fn()} />);
    await waitFor(() =>
      expect(getUserMedia).toHaveBeenCalledWith({
        video: { deviceId: { exact: 'front' } },
        audio: false,
      }),
    );
  });

  it('captures a timestamp-named JPEG and stops the stream', async () => {
    const { stream, track } = fakeStream();
    installMediaDevices({
      enumerateDevices: jest.fn().mockResolvedValue(DEVICES),
      getUserMedia: jest.fn().mockResolvedValue(stream),
    });
    jest
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockReturnValue({ drawImage: jest.fn() } as never);
    jest
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((callback, type) => callback(new Blob(['jpeg'], { type })));
    const onCapture = jest.fn();
    render(<CameraCapture open onCapture={onCapture} onClose={jest.fn()} />);

    const capture = screen.getByRole('button', { name: 'Capture' });
    await waitFor(() => expect(capture).toBeEnabled());
    await userEvent.click(capture);
    const file: File = onCapture.mock.calls[0][0];
    expect(file.name).toMatch(/^photo-\d{4}-\d{2}-\d{2}T[\d-]+Z\.jpg$/);
    expect(file.type).toBe('image/jpeg');
    expect(track.stop).toHaveBeenCalled();
  });

  it('says it cannot list devices', async () => {
    installMediaDevices({
      enumerateDevices: jest.fn().mockRejectedValue(new Error('denied')),
      getUserMedia: jest.fn(),
    });
    render(<CameraCapture open onCapture={jest.fn()} onClose={jest.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not access camera devices. Please check permissions.',
    );
  });

  it('says it cannot open the camera and falls back to the file picker', async () => {
    installMediaDevices({
      enumerateDevices: jest.fn().mockResolvedValue(DEVICES),
      getUserMedia: jest.fn().mockRejectedValue(new Error('NotAllowedError')),
    });
    const onUnavailable = jest.fn();
    render(
      <CameraCapture
        open
        onCapture={jest.fn()}
        onClose={jest.fn()}
        onUnavailable={onUnavailable}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not access camera. Please check permissions.',
    );
    expect(onUnavailable).toHaveBeenCalledTimes(1);
  });

  it('says it failed to switch device', async () => {
    const getUserMedia = jest
      .fn()
      .mockResolvedValueOnce(fakeStream().stream)
      .mockRejectedValueOnce(new Error('busy'));
    installMediaDevices({ enumerateDevices: jest.fn().mockResolvedValue(DEVICES), getUserMedia });
    render(<CameraCapture open onCapture={jest.fn()} onClose={jest.fn()} />);
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(1));
    await userEvent.selectOptions(screen.getByRole('combobox'), 'front');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to switch camera device.');
  });
});
