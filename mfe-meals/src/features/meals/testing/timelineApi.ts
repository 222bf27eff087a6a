import type { MealTimelineStats } from '@dd/contracts';
import { http, server } from '@dd/shell-kit/testing';
import { json } from '../testing/mealsApi';

type Answer = Response | Promise<Response>;

/** The query strings GET /api/meals/timeline-stats received, in arrival order. */
export const statsQueries: URLSearchParams[] = [];

beforeEach(() => {
  statsQueries.length = 0;
});

export const someStats = (overrides: Partial<MealTimelineStats> = {}): MealTimelineStats => ({
  meals: 3,
  thumbsUp: 1,
  rated: 2,
  places: 2,
  newPlaces: 1,
  spend: { totals: [], priced: 0, unpriced: 3 },
  ...overrides,
});

/** GET /api/meals/timeline-stats: `stats`, or what `answer` makes of the query. */
export function serveTimelineStats(
  stats: MealTimelineStats | ((query: URLSearchParams) => Answer) = someStats(),
) {
  server.use(
    http.get('/api/meals/timeline-stats', ({ request }) => {
      const query = new URL(request.url).searchParams;
      statsQueries.push(query);
      return typeof stats === 'function' ? stats(query) : json(stats);
    }),
  );
}
