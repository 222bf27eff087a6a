import {
  browserKind,
  CHROME_WAITING_MESSAGE,
  geolocationErrorMessage,
  geolocationOptions,
  GEOLOCATION_UNSUPPORTED_MESSAGE,
} from './geolocation';

const AGENTS = {
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  headlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  desktopFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
};

describe('browserKind', () => {
  it.each([
    ['desktopChrome', { mobile: false, desktopChrome: true }],
    ['headlessChrome', { mobile: false, desktopChrome: true }],
    ['edge', { mobile: false, desktopChrome: false }],
    ['androidChrome', { mobile: true, desktopChrome: false }],
    ['iphoneSafari', { mobile: true, desktopChrome: false }],
    ['desktopFirefox', { mobile: false, desktopChrome: false }],
  ] as const)('%s', (agent, kind) => {
    expect(browserKind(AGENTS[agent])).toEqual(kind);
  });
});

describe('geolocationOptions', () => {
  it('waits 5 s, takes a position up to 30 s old, without high accuracy on a desktop', () => {
    expect(geolocationOptions({ mobile: false, desktopChrome: false })).toEqual({
      enableHighAccuracy: false,
      timeout: 5000,
      maximumAge: 30000,
    });
  });

  it('waits 10 s on desktop Chrome', () => {
    expect(geolocationOptions({ mobile: false, desktopChrome: true }).timeout).toBe(10000);
  });

  it('asks for high accuracy only on mobile', () => {
    expect(geolocationOptions({ mobile: true, desktopChrome: false })).toEqual({
      enableHighAccuracy: true,
      timeout: 5000,
      maximumAge: 30000,
    });
  });
});

describe('geolocationErrorMessage', () => {
  const desktop = { mobile: false, desktopChrome: false };
  const chrome = { mobile: false, desktopChrome: true };

  it.each([
    [1, 'Unable to get your location. Please enable location services in your browser settings.'],
    [2, 'Unable to get your location. Location information is unavailable.'],
    [3, 'Unable to get your location. The request to get your location timed out.'],
    [0, 'Unable to get your location. Please try again or enter a location manually.'],
    [9, 'Unable to get your location. Please try again or enter a location manually.'],
  ])('code %i', (code, message) => {
    expect(geolocationErrorMessage(code, desktop)).toBe(message);
  });

  it('adds the tip to a time-out on desktop Chrome only', () => {
    expect(geolocationErrorMessage(3, chrome)).toBe(
      'Unable to get your location. The request to get your location timed out. Tip: click the location icon in the address bar and choose "Allow".',
    );
    expect(geolocationErrorMessage(1, chrome)).toBe(geolocationErrorMessage(1, desktop));
  });
});

it('has the unsupported and Chrome waiting texts of the spec', () => {
  expect(GEOLOCATION_UNSUPPORTED_MESSAGE).toBe(
    'Geolocation is not supported by your browser. Please enter your location manually.',
  );
  expect(CHROME_WAITING_MESSAGE).toBe(
    'Attempting to get your location. If Chrome asks for permission, please click "Allow".',
  );
});
