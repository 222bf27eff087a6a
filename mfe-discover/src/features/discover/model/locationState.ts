import type { Coordinates } from './places';

/** How the location became known; device fixes are named by reverse geocoding afterwards. */
export type LocationSource = 'device' | 'manual' | 'suggested';

export type KnownLocation = Coordinates & {
  /** The resolved place name; null while a device fix is still being named. */
  placeName: string | null;
  source: LocationSource;
};

/**
 * product spec §4 Location (discovery): unknown, then requesting, then known
 * (coordinates plus place name) or failed (error message plus suggested
 * locations). `attempt` numbers the requests and choices: an answer to an
 * older one (the user picked a place while the device was still asked) is
 * ignored.
 */
export type LocationState =
  | { status: 'unknown'; attempt: number }
  | { status: 'requesting'; attempt: number }
  | { status: 'known'; attempt: number; location: KnownLocation }
  | { status: 'failed'; attempt: number; error: string };

export type LocationEvent =
  /** Device position request `attempt` starts. */
  | { type: 'request'; attempt: number }
  /** The device answered request `attempt`. */
  | { type: 'located'; attempt: number; coordinates: Coordinates }
  /** Device request `attempt` failed (or geolocation is unsupported). */
  | { type: 'failed'; attempt: number; error: string }
  /** Reverse geocoding named the device fix at these coordinates. */
  | { type: 'named'; coordinates: Coordinates; placeName: string }
  /** The user chose a place (attempt `attempt`): a suggested location or a geocoded entry. */
  | { type: 'chosen'; attempt: number; location: KnownLocation }
  /** Geocoding the user's entry (attempt `attempt`) failed. */
  | { type: 'chooseFailed'; attempt: number; error: string };

export const INITIAL_LOCATION_STATE: LocationState = { status: 'unknown', attempt: 0 };

function sameCoordinates(a: Coordinates, b: Coordinates): boolean {
  return a.latitude === b.latitude && a.longitude === b.longitude;
}

export function locationReducer(state: LocationState, event: LocationEvent): LocationState {
  switch (event.type) {
    case 'request':
      return { status: 'requesting', attempt: event.attempt };
    case 'located':
      if (state.status !== 'requesting' || event.attempt !== state.attempt) return state;
      return {
        status: 'known',
        attempt: state.attempt,
        location: { ...event.coordinates, placeName: null, source: 'device' },
      };
    case 'failed':
      if (state.status !== 'requesting' || event.attempt !== state.attempt) return state;
      return { status: 'failed', attempt: state.attempt, error: event.error };
    case 'named':
      if (
        state.status !== 'known' ||
        state.location.source !== 'device' ||
        !sameCoordinates(state.location, event.coordinates)
      )
        return state;
      return { ...state, location: { ...state.location, placeName: event.placeName } };
    case 'chosen':
      if (event.attempt < state.attempt) return state;
      return { status: 'known', attempt: event.attempt, location: event.location };
    case 'chooseFailed':
      if (event.attempt < state.attempt) return state;
      return { status: 'failed', attempt: event.attempt, error: event.error };
  }
}
