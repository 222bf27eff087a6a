import type { LatLong } from '@dd/contracts/rules';

/** A position a few minutes old is good enough for "what is near me". */
const POSITION_MAX_AGE_MS = 5 * 60_000;
const POSITION_TIMEOUT_MS = 5000;

/**
 * The device's position when the user has already allowed this site to
 * read it, else null: never asks (a prompt in the middle of a form would
 * be out of place), never throws.
 */
export async function grantedPosition(): Promise<LatLong | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation || !navigator.permissions)
    return null;
  try {
    const permission = await navigator.permissions.query({ name: 'geolocation' });
    if (permission.state !== 'granted') return null;
    return await new Promise<LatLong | null>((resolve) =>
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => resolve({ lat: coords.latitude, long: coords.longitude }),
        () => resolve(null),
        { maximumAge: POSITION_MAX_AGE_MS, timeout: POSITION_TIMEOUT_MS },
      ),
    );
  } catch {
    return null;
  }
}
