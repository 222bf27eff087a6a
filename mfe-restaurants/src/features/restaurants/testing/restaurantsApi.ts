import type {
  Meal,
  Restaurant,
  RestaurantSummary,
  Tag,
  YelpBusinessDetails,
  YelpReview,
} from '@dd/contracts';
import { delay, http, HttpResponse, server } from '@dd/shell-kit/testing';

type Answer = Response | Promise<Response>;

const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status });
export const failure = (message: string, status = 500) => json({ message }, status);

/** A page of a paged list with its next cursor in `x-next-cursor` (absent on the last page). */
export function page<T>(items: T[], nextCursor?: string): Response {
  return HttpResponse.json(items as never, {
    headers: nextCursor ? { 'x-next-cursor': nextCursor } : {},
  });
}

/**
 * GET /api/restaurants answered by `answer` (default: one page of the given
 * restaurants); every request's query is recorded.
 */
export function serveRestaurantList(
  restaurants: Restaurant[] | ((query: URLSearchParams) => Answer),
): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/restaurants', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return typeof restaurants === 'function' ? restaurants(query) : page(restaurants);
    }),
  );
  return queries;
}

export type SentThumbs = { id: string; body: unknown };

/**
 * PUT /api/<resource>/:id/thumbs: answers `answer(id, isThumbsUp)` after a
 * short pause (so the optimistic state can be seen) and records each call.
 */
export function serveThumbs(
  resource: 'restaurants' | 'meals',
  answer: (id: string, isThumbsUp: boolean | null) => Answer,
): SentThumbs[] {
  const sent: SentThumbs[] = [];
  server.use(
    http.put(`/api/${resource}/:id/thumbs`, async ({ params, request }) => {
      const body = (await request.json()) as { isThumbsUp: boolean | null };
      sent.push({ id: String(params.id), body });
      await delay(50);
      return answer(String(params.id), body.isThumbsUp);
    }),
  );
  return sent;
}

/** DELETE /api/restaurants/:id answered by `answer`; the ids deleted are recorded. */
export function serveRestaurantDelete(answer: (id: string) => Answer): string[] {
  const deleted: string[] = [];
  server.use(
    http.delete('/api/restaurants/:id', ({ params }) => {
      deleted.push(String(params.id));
      return answer(String(params.id));
    }),
  );
  return deleted;
}

/** What DELETE /api/restaurants/:id answers: 200 `{ message }`, as every delete of the API. */
export const restaurantDeleted = () => HttpResponse.json({ message: 'Restaurant deleted' });

/** What the detail page reads about one restaurant; each part can be an error. */
export type DetailApi = {
  restaurant: Restaurant | Response;
  tags?: Tag[] | Response;
  meals?: Meal[] | ((query: URLSearchParams) => Answer);
  yelpBusiness?: YelpBusinessDetails | Response;
  yelpReviews?: YelpReview[] | Response;
  summary?: RestaurantSummary | Response;
};

export const EMPTY_SUMMARY: RestaurantSummary = {
  liked: [],
  skip: [],
  visitCount: 0,
  firstVisit: null,
  lastVisit: null,
  visits: [],
  visitsTruncated: false,
  spend: { totals: [], priced: 0, unpriced: 0 },
};

/** Serves the detail page's reads; records the meal list queries, summary reads and Yelp calls. */
export function serveRestaurantDetail({
  restaurant,
  tags = [],
  meals = [],
  yelpBusiness,
  yelpReviews = [],
  summary = EMPTY_SUMMARY,
}: DetailApi) {
  const mealQueries: URLSearchParams[] = [];
  const summaryReads: string[] = [];
  const yelpCalls: string[] = [];
  server.use(
    http.get('/api/restaurants/:id', () =>
      restaurant instanceof Response ? restaurant.clone() : json(restaurant),
    ),
    http.get('/api/restaurants/:id/summary', ({ params }) => {
      summaryReads.push(String(params.id));
      return summary instanceof Response ? summary.clone() : json(summary);
    }),
    http.get('/api/restaurant-tags/restaurant/:id', ({ params }) =>
      tags instanceof Response
        ? tags.clone()
        : json(
            tags.map((tag, index) => ({
              _id: `link${index}`,
              restaurantId: params.id,
              tagId: tag,
            })),
          ),
    ),
    http.get('/api/meals', ({ request }) => {
      const query = new URL(request.url).searchParams;
      mealQueries.push(query);
      return typeof meals === 'function' ? meals(query) : page(meals);
    }),
    http.get('/api/yelp/business/:id', ({ params }) => {
      yelpCalls.push(`business ${String(params.id)}`);
      if (!yelpBusiness) return failure('Not linked', 404);
      return yelpBusiness instanceof Response ? yelpBusiness.clone() : json(yelpBusiness);
    }),
    http.get('/api/yelp/business/:id/reviews', ({ params }) => {
      yelpCalls.push(`reviews ${String(params.id)}`);
      return yelpReviews instanceof Response
        ? yelpReviews.clone()
        : json({ reviews: yelpReviews, total: yelpReviews.length, possible_languages: ['en'] });
    }),
  );
  return { mealQueries, summaryReads, yelpCalls };
}
