/** What the page needs to know about the browser to ask for a position (product spec §9). */
export type BrowserKind = {
  /** A phone or tablet: the only case worth the battery cost of high accuracy. */
  mobile: boolean;
  /** Desktop Chrome (or Chromium), whose permission prompt can hold a request indefinitely. */
  desktopChrome: boolean;
};

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|IEMobile|Opera Mini/i;
// Chromium-based browsers that are not Chrome itself carry "Chrome/" too.
const OTHER_CHROMIUM = /Edg\/|EdgA\/|OPR\/|Opera|SamsungBrowser|YaBrowser|Vivaldi/i;

/** Reads the user agent ('HeadlessChrome/…' counts as Chrome). */
export function browserKind(userAgent: string): BrowserKind {
  const mobile = MOBILE_AGENT.test(userAgent);
  const chrome = /Chrome\/|Chromium\//.test(userAgent) && !OTHER_CHROMIUM.test(userAgent);
  return { mobile, desktopChrome: chrome && !mobile };
}

export const GEOLOCATION_TIMEOUT_MS = 5000;
export const DESKTOP_CHROME_GEOLOCATION_TIMEOUT_MS = 10000;
export const GEOLOCATION_MAXIMUM_AGE_MS = 30000;

/** product spec §9: time-out 5 s (10 s on desktop Chrome), a cached position up to 30 s old, high accuracy only on mobile. */
export function geolocationOptions(kind: BrowserKind): PositionOptions {
  return {
    enableHighAccuracy: kind.mobile,
    timeout: kind.desktopChrome ? DESKTOP_CHROME_GEOLOCATION_TIMEOUT_MS : GEOLOCATION_TIMEOUT_MS,
    maximumAge: GEOLOCATION_MAXIMUM_AGE_MS,
  };
}

export const GEOLOCATION_UNSUPPORTED_MESSAGE =
  'Geolocation is not supported by your browser. Please enter your location manually.';

export const CHROME_WAITING_MESSAGE =
  'Attempting to get your location. If Chrome asks for permission, please click "Allow".';

const GEOLOCATION_ERROR_PREFIX = 'Unable to get your location. ';

const GEOLOCATION_ERROR_REASONS: Record<number, string> = {
  1: 'Please enable location services in your browser settings.',
  2: 'Location information is unavailable.',
  3: 'The request to get your location timed out.',
};

const GEOLOCATION_ERROR_OTHER = 'Please try again or enter a location manually.';

/** Chrome waits for the permission prompt before its time-out starts: point at where to answer it. */
export const CHROME_TIMEOUT_TIP =
  'Tip: click the location icon in the address bar and choose "Allow".';

/** product spec §8 Geolocation: the message for a GeolocationPositionError code (1 denied, 2 unavailable, 3 timed out). */
export function geolocationErrorMessage(code: number, kind: BrowserKind): string {
  const reason = GEOLOCATION_ERROR_REASONS[code] ?? GEOLOCATION_ERROR_OTHER;
  const tip = code === 3 && kind.desktopChrome ? ` ${CHROME_TIMEOUT_TIP}` : '';
  return `${GEOLOCATION_ERROR_PREFIX}${reason}${tip}`;
}
