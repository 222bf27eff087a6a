import { grantedPosition } from './grantedPosition';

function fakeBrowser(state: PermissionState, position?: { latitude: number; longitude: number }) {
  const getCurrentPosition = jest.fn(
    (success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if (position) success({ coords: position } as GeolocationPosition);
      else failure?.({ code: 2 } as GeolocationPositionError);
    },
  );
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: { query: jest.fn(async () => ({ state })) },
  });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

afterEach(() => {
  delete (navigator as { permissions?: unknown }).permissions;
  delete (navigator as { geolocation?: unknown }).geolocation;
});

it('reads the position when the site may already read it', async () => {
  fakeBrowser('granted', { latitude: 43.6, longitude: -116.2 });
  await expect(grantedPosition()).resolves.toEqual({ lat: 43.6, long: -116.2 });
});

it.each(['prompt', 'denied'] as const)('never asks when permission is %s', async (state) => {
  const asked = fakeBrowser(state, { latitude: 1, longitude: 2 });
  await expect(grantedPosition()).resolves.toBeNull();
  expect(asked).not.toHaveBeenCalled();
});

it('answers null when the position cannot be read', async () => {
  fakeBrowser('granted');
  await expect(grantedPosition()).resolves.toBeNull();
});
