import type { UnlinkedPlace } from '@dd/contracts/rules';
import { http, HttpResponse, server } from '@dd/shell-kit/testing';

export function anUnlinkedPlace(overrides: Partial<UnlinkedPlace> = {}): UnlinkedPlace {
  return {
    _id: '64b7f0c2a1b2c3d4e5f60801',
    name: 'Zuni Café',
    notes: 'Roast chicken for two',
    mapsUrl: 'https://www.google.com/maps/place/Zuni+Caf%C3%A9',
    ...overrides,
  };
}

/**
 * GET /api/imports/google-maps/unlinked over `places`, paged by `limit` with
 * the index of the next place as cursor; every request's query is recorded.
 */
export function serveUnlinkedPlaces(places: UnlinkedPlace[]): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/imports/google-maps/unlinked', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const start = Number(query.get('cursor') ?? 0);
      const limit = Number(query.get('limit') ?? 20);
      const end = start + limit;
      return HttpResponse.json({
        total: places.length,
        places: places.slice(start, end),
        nextCursor: end < places.length ? String(end) : null,
      });
    }),
  );
  return queries;
}

/** The list's banner asks; no imported place waits for a Yelp link. */
export function serveNoUnlinkedPlaces(): void {
  serveUnlinkedPlaces([]);
}
