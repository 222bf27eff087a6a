/** @jest-environment node */
import { PAINT_MARKS } from '@dd/contracts';
import { firstScreenRequest } from '@dd/shell-kit/testing';
import { aRestaurant, RESTAURANT_ID } from '../features/restaurants/testing/fixtures';
import { renderFirstScreen } from './index';

// The restaurant grid as the web tier renders it on Node for a signed-in
// user, with the remote's real routes and components.

it('renders the grid of restaurants for the filter in the address, with the first card’s paint mark', async () => {
  const request = firstScreenRequest('/restaurants?filter=thumbsUp', {
    '/api/restaurants?limit=24&filter=thumbsUp&include=tags': [
      aRestaurant({ name: 'Chez Panisse', isThumbsUp: true }),
    ],
    '/api/imports/google-maps/unlinked?limit=1': { total: 0, places: [], nextCursor: null },
  });

  const page = await renderFirstScreen(request);

  expect(request.asked).toEqual([
    'GET /api/restaurants?limit=24&filter=thumbsUp&include=tags',
    'GET /api/imports/google-maps/unlinked?limit=1',
  ]);
  expect(page?.mark).toBe(PAINT_MARKS.firstRestaurantCard);
  expect(page?.html).toMatch(/elementtiming="first-restaurant-card"><a [^>]*>Chez Panisse</);
});

it('renders nothing for the map, a restaurant’s page or a failed list', async () => {
  expect(await renderFirstScreen(firstScreenRequest('/restaurants?view=map'))).toBeNull();
  expect(await renderFirstScreen(firstScreenRequest(`/restaurants/${RESTAURANT_ID}`))).toBeNull();
  expect(await renderFirstScreen(firstScreenRequest('/restaurants'))).toBeNull();
});
