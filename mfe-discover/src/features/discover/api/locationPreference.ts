/** product spec §3 local storage: how the user last set their location ('manual' or 'default'). */
export const PREFERRED_LOCATION_METHOD_KEY = 'preferredLocationMethod';

export type LocationMethod = 'manual' | 'default';

export function readPreferredLocationMethod(): LocationMethod | null {
  try {
    const value = localStorage.getItem(PREFERRED_LOCATION_METHOD_KEY);
    return value === 'manual' || value === 'default' ? value : null;
  } catch {
    return null;
  }
}

export function savePreferredLocationMethod(method: LocationMethod): void {
  try {
    localStorage.setItem(PREFERRED_LOCATION_METHOD_KEY, method);
  } catch {
    // Storage may be full or blocked (private mode): the preference is only a convenience.
  }
}
