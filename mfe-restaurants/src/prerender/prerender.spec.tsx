/** @jest-environment node */
import { PAINT_MARKS, type FirstScreenRequest } from '@dd/contracts';
import { makeToken, testRuntimeConfig, testUser } from '@dd/shell-kit/testing';
import { aRestaurant, RESTAURANT_ID } from '../features/restaurants/testing/fixtures';
import { renderFirstScreen } from './index';

// The restaurant grid as the gateway renders it on Node for a signed-in
// user, with the remote's real routes: the API answers GETs by path.
function pageAt(pathname: string, search = '', answers: Record<string, unknown> = {}) {
  const asked: string[] = [];
  const request: FirstScreenRequest = {
    location: { pathname, search },
    token: makeToken(),
    user: testUser,
    config: testRuntimeConfig,
    fetchApi: (path, { method }) => {
      asked.push(`${method} ${path}`);
      return Promise.resolve(
        path in answers
          ? Response.json(answers[path])
          : Response.json({ message: 'Not Found' }, { status: 404 }),
      );
    },
  };
  return { asked, render: () => renderFirstScreen(request) };
}

it('renders the grid of restaurants for the filter in the address, with the first card’s paint mark', async () => {
  const { asked, render } = pageAt('/restaurants', '?filter=thumbsUp', {
    '/api/restaurants?limit=24&filter=thumbsUp&include=tags': [
      aRestaurant({ name: 'Chez Panisse', isThumbsUp: true }),
    ],
    '/api/imports/google-maps/unlinked?limit=1': { total: 0, places: [], nextCursor: null },
  });

  const page = await render();

  expect(asked).toEqual([
    'GET /api/restaurants?limit=24&filter=thumbsUp&include=tags',
    'GET /api/imports/google-maps/unlinked?limit=1',
  ]);
  expect(page?.mark).toBe(PAINT_MARKS.firstRestaurantCard);
  expect(page?.html).toMatch(/elementtiming="first-restaurant-card"><a [^>]*>Chez Panisse</);
});

it('renders nothing for the map, a restaurant’s page or a failed list', async () => {
  expect(await pageAt('/restaurants', '?view=map').render()).toBeNull();
  expect(await pageAt(`/restaurants/${RESTAURANT_ID}`).render()).toBeNull();
  expect(await pageAt('/restaurants').render()).toBeNull();
});
