import { http, HttpResponse, server } from '@dd/shell-kit/testing';
import { geocodeAddress, reverseGeocode } from './geocoder';

it('geocodes with format json, q and limit 1, identifying the app', async () => {
  let sent: Request | undefined;
  server.use(
    http.get('https://geo.example.com/search', ({ request }) => {
      sent = request;
      return HttpResponse.json([{ lat: '40.7128', lon: '-74.006', display_name: 'New York' }]);
    }),
  );
  await expect(geocodeAddress('https://geo.example.com/', '10001')).resolves.toEqual({
    latitude: 40.7128,
    longitude: -74.006,
    displayName: 'New York',
  });
  const url = new URL(sent!.url);
  expect(Object.fromEntries(url.searchParams)).toEqual({ format: 'json', q: '10001', limit: '1' });
  expect(sent!.headers.get('accept')).toBe('application/json');
  expect(sent!.headers.get('x-client-app')).toBe('DiningDiary/1.0');
});

it("raises 'No results found for this address' and 'Geocoding failed: <status>'", async () => {
  server.use(
    http.get('https://geo.example.com/search', ({ request }) =>
      new URL(request.url).searchParams.get('q') === 'down'
        ? HttpResponse.json({ message: 'x' }, { status: 503 })
        : HttpResponse.json([]),
    ),
  );
  await expect(geocodeAddress('https://geo.example.com', 'nowhere')).rejects.toThrow(
    'No results found for this address',
  );
  await expect(geocodeAddress('https://geo.example.com', 'down')).rejects.toThrow(
    'Geocoding failed: 503',
  );
});

it('reverse geocodes with lat and lon and reads display_name', async () => {
  server.use(
    http.get('https://geo.example.com/reverse', ({ request }) => {
      const query = new URL(request.url).searchParams;
      return HttpResponse.json({ display_name: `${query.get('lat')},${query.get('lon')}` });
    }),
  );
  await expect(
    reverseGeocode('https://geo.example.com', { latitude: 43.615, longitude: -116.2023 }),
  ).resolves.toBe('43.615,-116.2023');
});
