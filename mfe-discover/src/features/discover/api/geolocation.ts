import type { Coordinates } from '../model/places';

/** Whether the browser offers geolocation at all. */
export function isGeolocationSupported(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator && !!navigator.geolocation;
}

/** Code of a failed position request (GeolocationPositionError.code; 0 when the browser gave none). */
export function geolocationErrorCode(error: unknown): number {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : 0;
}

/** The browser's current position as a promise; rejects with its GeolocationPositionError. */
export function currentPosition(options: PositionOptions): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      reject,
      options,
    );
  });
}
