import { firstGeocodingResult, geocoderEndpoint, reverseGeocodingName } from './geocodingAnswers';

it('reads lat, lon and display_name of the first search result', () => {
  expect(
    firstGeocodingResult([
      { lat: '43.6187', lon: '-116.2146', display_name: 'Boise' },
      { lat: '1', lon: '2', display_name: 'Other' },
    ]),
  ).toEqual({ latitude: 43.6187, longitude: -116.2146, displayName: 'Boise' });
  expect(firstGeocodingResult([])).toBeNull();
  expect(firstGeocodingResult({ error: 'x' })).toBeNull();
  expect(firstGeocodingResult([{ lat: 'abc', lon: '1' }])).toBeNull();
  expect(firstGeocodingResult([{ display_name: 'no coordinates' }])).toBeNull();
});

it('reads the reverse display_name, or null', () => {
  expect(reverseGeocodingName({ display_name: ' Main St, Boise ' })).toBe('Main St, Boise');
  expect(reverseGeocodingName({ error: 'Unable to geocode' })).toBeNull();
  expect(reverseGeocodingName(null)).toBeNull();
});

it('joins the configured geocoder URL and the endpoint', () => {
  expect(geocoderEndpoint('https://nominatim.openstreetmap.org', 'search')).toBe(
    'https://nominatim.openstreetmap.org/search',
  );
  expect(geocoderEndpoint('http://127.0.0.1:3010/geocoder/', 'reverse')).toBe(
    'http://127.0.0.1:3010/geocoder/reverse',
  );
});
