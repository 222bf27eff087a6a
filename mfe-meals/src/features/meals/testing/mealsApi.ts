import type { Companion, Meal, Restaurant, RestaurantPlace, Tag } from '@dd/contracts';
import type { YelpListing } from '@dd/contracts/rules';
import { delay, http, HttpResponse, server, testUser } from '@dd/shell-kit/testing';
import { aRestaurant, MEAL_ID, NEW_MEAL_ID, TAGS } from './fixtures';

type Answer = Response | Promise<Response>;

export const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status });
export const failure = (message: string, status = 500) => json({ message }, status);
/** What every delete of the API answers: 200 `{ message }`. */
export const deleted = (message: string) => () => json({ message });

/** A page of a paged list with its next cursor in `x-next-cursor` (absent on the last page). */
export function page<T>(items: T[], nextCursor?: string): Response {
  return HttpResponse.json(items as never, {
    headers: nextCursor ? { 'x-next-cursor': nextCursor } : {},
  });
}

/** A request the fake API received, in arrival order. */
export type Received = { method: string; path: string; query: URLSearchParams; body: unknown };

/** Every request the handlers below answer, in arrival order. */
export const received: Received[] = [];

async function record(request: Request): Promise<unknown> {
  const url = new URL(request.url);
  const type = request.headers.get('content-type') ?? '';
  const body = type.includes('application/json') ? await request.clone().json() : undefined;
  received.push({ method: request.method, path: url.pathname, query: url.searchParams, body });
  return body;
}

/** The requests received with this method and path. */
export const sent = (method: string, path: string) =>
  received.filter((request) => request.method === method && request.path === path);

/** Whether the test serves the user's tags itself (serveTagsAndLinks). */
let tagsServed = false;

beforeEach(() => {
  received.length = 0;
  tagsServed = false;
  // The meal form asks for the diary's people; a test about them serves its own.
  server.use(http.get('/api/companions', () => json([])));
});

/** A person of the diary as GET /api/companions answers them. */
export function aCompanion(name: string, mealCount = 1, restaurantCount = 1): Companion {
  return { name, mealCount, restaurantCount, lastDate: '2024-03-02' };
}

/** GET /api/companions: the diary's people, or what `answer` makes (e.g. a network error). */
export function serveCompanions(people: Companion[] | (() => Answer)) {
  server.use(
    http.get('/api/companions', async ({ request }) => {
      await record(request);
      return typeof people === 'function' ? people() : json(people);
    }),
  );
}

/** GET /api/companions/summary?name=: the person of `people` with that name (case ignored), or 404. */
export function serveCompanionSummary(people: Companion[]) {
  server.use(
    http.get('/api/companions/summary', async ({ request }) => {
      await record(request);
      const name = (new URL(request.url).searchParams.get('name') ?? '').toLowerCase();
      const person = people.find((each) => each.name.toLowerCase() === name);
      return person ? json(person) : failure('Nobody of that name', 404);
    }),
  );
}

/**
 * GET /api/meals: one page of `meals`, or what `answer` makes of the query;
 * and, unless the test serves them, no tags for the list's tag filter.
 */
export function serveMealList(meals: Meal[] | ((query: URLSearchParams) => Answer)) {
  if (!tagsServed) server.use(http.get('/api/tags', () => json([])));
  server.use(
    http.get('/api/meals', async ({ request }) => {
      await record(request);
      const query = new URL(request.url).searchParams;
      return typeof meals === 'function' ? meals(query) : page(meals);
    }),
  );
}

/** The query strings of GET /api/meals so far. */
export const listQueries = () => sent('GET', '/api/meals').map((request) => request.query);

/** GET /api/meals/:id. */
export function serveMeal(meal: Meal | ((id: string) => Answer)) {
  server.use(
    http.get('/api/meals/:id', async ({ request, params }) => {
      await record(request);
      return typeof meal === 'function' ? meal(String(params.id)) : json(meal);
    }),
  );
}

/** GET /api/meal-tags/meal/:id: links to `tags` (null for a tag that no longer exists). */
export function serveMealTags(tags: Array<Tag | null> | (() => Answer)) {
  server.use(
    http.get('/api/meal-tags/meal/:id', async ({ request, params }) => {
      await record(request);
      if (typeof tags === 'function') return tags();
      return json(
        tags.map((tag, index) => ({ _id: `link-${index}`, mealId: String(params.id), tagId: tag })),
      );
    }),
  );
}

/** GET /api/restaurants/:id. */
export function serveRestaurant(restaurant: Restaurant | (() => Answer) = aRestaurant()) {
  server.use(
    http.get('/api/restaurants/:id', async ({ request }) => {
      await record(request);
      return typeof restaurant === 'function' ? restaurant() : json(restaurant);
    }),
  );
}

/** Everything the detail page of `meal` asks for. */
export function serveMealPage(
  meal: Meal,
  {
    tags = [],
    restaurant = aRestaurant(),
  }: { tags?: Array<Tag | null>; restaurant?: Restaurant } = {},
) {
  serveMeal(meal);
  serveMealTags(tags);
  serveRestaurant(restaurant);
}

/**
 * PUT /api/meals/:id/thumbs: answers `answer(id, isThumbsUp)` after a short
 * pause (so the optimistic state can be seen).
 */
export function serveThumbs(answer: (id: string, isThumbsUp: boolean | null) => Answer) {
  server.use(
    http.put('/api/meals/:id/thumbs', async ({ request, params }) => {
      const body = (await record(request)) as { isThumbsUp: boolean | null };
      await delay(30);
      return answer(String(params.id), body.isThumbsUp);
    }),
  );
}

/** DELETE /api/meals/:id. */
export function serveMealDelete(answer: () => Answer = deleted('Meal deleted')) {
  server.use(
    http.delete('/api/meals/:id', async ({ request }) => {
      await record(request);
      return answer();
    }),
  );
}

/** PUT /api/meals/:id: the meal with the body applied, or what `answer` makes of it. */
export function serveMealUpdate(meal: Meal, answer?: (body: Record<string, unknown>) => Answer) {
  server.use(
    http.put('/api/meals/:id', async ({ request, params }) => {
      const body = (await record(request)) as Record<string, unknown>;
      if (answer) return answer(body);
      return json({ ...meal, ...body, _id: String(params.id), restaurantId: meal.restaurantId });
    }),
  );
}

/** POST /api/meals: the created meal (id NEW_MEAL_ID), or what `answer` makes of the body. */
export function serveMealCreate(answer?: (body: Record<string, unknown>) => Answer) {
  server.use(
    http.post('/api/meals', async ({ request }) => {
      const body = (await record(request)) as Record<string, unknown>;
      if (answer) return answer(body);
      return json(
        {
          diaryId: testUser.id,
          userId: testUser.id,
          ...body,
          _id: NEW_MEAL_ID,
          restaurantId: null,
          tags: undefined,
        },
        201,
      );
    }),
  );
}

/** GET and POST /api/tags (a new tag is `new-<name>`), DELETE /api/meal-tags/meal/:id/all and POST /api/meal-tags. */
export function serveTagsAndLinks(tags: Tag[] = TAGS) {
  tagsServed = true;
  server.use(
    http.get('/api/tags', async ({ request }) => {
      await record(request);
      return json(tags);
    }),
    http.post('/api/tags', async ({ request }) => {
      const { name } = (await record(request)) as { name: string };
      return json({ _id: `new-${name}`, name }, 201);
    }),
    http.delete('/api/meal-tags/meal/:id/all', async ({ request }) => {
      await record(request);
      return deleted('Meal tags removed')();
    }),
    http.post('/api/meal-tags', async ({ request }) => {
      const body = (await record(request)) as { mealId: string; tagId: string };
      const tag = tags.find((known) => known._id === body.tagId);
      return json({ _id: `link-${body.tagId}`, mealId: body.mealId, tagId: tag }, 201);
    }),
  );
}

/** GET /api/meals?limit=24 only: the newest meals, whose restaurants the picker offers first. */
export function serveRecentMeals(meals: Meal[] = []) {
  server.use(
    http.get('/api/meals', async ({ request }) => {
      const query = new URL(request.url).searchParams;
      if ([...query.keys()].join() !== 'limit' || query.get('limit') !== '24') return undefined;
      await record(request);
      return page(meals);
    }),
  );
}

/** GET /api/restaurants (the picker's search): `restaurants` whose name contains `q`. */
export function serveRestaurantOptions(
  restaurants: Restaurant[] | ((query: URLSearchParams) => Answer),
) {
  server.use(
    http.get('/api/restaurants', async ({ request }) => {
      await record(request);
      const query = new URL(request.url).searchParams;
      if (typeof restaurants === 'function') return restaurants(query);
      const q = (query.get('q') ?? '').toLowerCase();
      return page(restaurants.filter((restaurant) => restaurant.name.toLowerCase().includes(q)));
    }),
  );
}

/** GET /api/restaurants/locations: the user's restaurants with coordinates. */
export function serveRestaurantLocations(places: RestaurantPlace[]) {
  server.use(
    http.get('/api/restaurants/locations', async ({ request }) => {
      await record(request);
      return json({ places, withoutLocation: 0 });
    }),
  );
}

/** GET /api/yelp/search/nearby: these listings, nearest first. */
export function serveYelpNearby(businesses: YelpListing[]) {
  server.use(
    http.get('/api/yelp/search/nearby', async ({ request }) => {
      await record(request);
      return json({ businesses, total: businesses.length });
    }),
  );
}

/** POST /api/restaurants: the created restaurant, with `id`. */
export function serveRestaurantCreate(id: string) {
  server.use(
    http.post('/api/restaurants', async ({ request }) => {
      const body = (await record(request)) as { name: string };
      return json(aRestaurant({ _id: id, name: body.name }), 201);
    }),
  );
}

export { MEAL_ID, NEW_MEAL_ID };
