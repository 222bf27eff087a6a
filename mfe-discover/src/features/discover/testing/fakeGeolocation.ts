import { act } from '@testing-library/react';
import type { Coordinates } from '../model/places';

type PendingRequest = {
  options: PositionOptions | undefined;
  success: PositionCallback;
  failure: PositionErrorCallback | null | undefined;
};

export type FakeGeolocation = {
  /** Every getCurrentPosition call so far, with its options. */
  readonly calls: (PositionOptions | undefined)[];
  /** Answers every request still waiting with this position (and lets the page take it in). */
  succeed: (coordinates: Coordinates) => Promise<void>;
  /** Fails every request still waiting with this GeolocationPositionError code. */
  fail: (code: number) => Promise<void>;
  /** How many requests are still waiting for an answer. */
  pending: () => number;
};

function positionAt({ latitude, longitude }: Coordinates): GeolocationPosition {
  const coords = {
    latitude,
    longitude,
    accuracy: 10,
    altitude: null,
    altitudeAccuracy: null,
    heading: null,
    speed: null,
  };
  return { coords: { ...coords, toJSON: () => coords }, timestamp: Date.now(), toJSON: () => ({}) };
}

function positionError(code: number): GeolocationPositionError {
  return {
    code,
    message: `code ${code}`,
    PERMISSION_DENIED: 1,
    POSITION_UNAVAILABLE: 2,
    TIMEOUT: 3,
  };
}

/**
 * Puts a fake `navigator.geolocation` in place (jsdom has none): each
 * getCurrentPosition call waits until the test answers it. Removed again by
 * `removeFakeGeolocation` (the specs call it after each test).
 */
export function installFakeGeolocation(): FakeGeolocation {
  const calls: (PositionOptions | undefined)[] = [];
  let waiting: PendingRequest[] = [];
  const answerAll = async (answer: (request: PendingRequest) => void) => {
    const requests = waiting;
    waiting = [];
    await act(async () => requests.forEach(answer));
  };
  const geolocation: Partial<Geolocation> = {
    getCurrentPosition(success, failure, options) {
      calls.push(options);
      waiting.push({ success, failure, options });
    },
  };
  Object.defineProperty(window.navigator, 'geolocation', {
    configurable: true,
    value: geolocation,
  });
  return {
    calls,
    succeed: (coordinates) => answerAll((request) => request.success(positionAt(coordinates))),
    fail: (code) => answerAll((request) => request.failure?.(positionError(code))),
    pending: () => waiting.length,
  };
}

/** Back to jsdom's navigator, which has no geolocation. */
export function removeFakeGeolocation(): void {
  delete (window.navigator as { geolocation?: Geolocation }).geolocation;
}

/** Pretends the browser is this user agent for the rest of the test. */
export function useUserAgent(userAgent: string): void {
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

export const DESKTOP_CHROME_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
export const ANDROID_CHROME_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
export const DESKTOP_FIREFOX_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
