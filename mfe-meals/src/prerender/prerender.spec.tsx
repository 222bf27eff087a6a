/** @jest-environment node */
import { PAINT_MARKS } from '@dd/contracts';
import { firstScreenRequest } from '@dd/shell-kit/testing';
import { aMeal, aRestaurant, MEAL_ID, RESTAURANT_ID } from '../features/meals/testing/fixtures';
import { renderFirstScreen } from './index';

// The meals pages as the web tier renders them on Node for a signed-in user,
// with the remote's real routes and components.

it('renders the grid of meals with the first card’s paint mark', async () => {
  const request = firstScreenRequest('/meals', {
    '/api/meals?limit=24&include=tags': [
      aMeal({ name: 'Khao soi' }),
      aMeal({ _id: '64b7f0c2a1b2c3d4e5f60998', name: 'Mapo tofu' }),
    ],
  });

  const page = await renderFirstScreen(request);

  expect(request.asked).toEqual(['GET /api/meals?limit=24&include=tags']);
  expect(page?.mark).toBe(PAINT_MARKS.firstMealCard);
  expect(page?.html).toMatch(/elementtiming="first-meal-card"><a [^>]*>Khao soi</);
  expect(page?.html).toContain('Mapo tofu');
});

it('renders a meal’s page, whose code is loaded lazily, with its notes', async () => {
  const page = await renderFirstScreen(
    firstScreenRequest(`/meals/${MEAL_ID}`, {
      [`/api/meals/${MEAL_ID}`]: aMeal({
        name: 'Khao soi',
        notes: 'Ask for the **crispy** noodles',
      }),
      [`/api/meal-tags/meal/${MEAL_ID}`]: [],
      [`/api/restaurants/${RESTAURANT_ID}`]: aRestaurant(),
    }),
  );

  expect(page?.mark).toBe(PAINT_MARKS.mealNotes);
  expect(page?.html).toContain('<strong>crispy</strong>');
  expect(page?.html).toContain('Khao soi');
});

it('renders nothing for a page without first requests, or when its meal is not found', async () => {
  expect(await renderFirstScreen(firstScreenRequest('/meals/new'))).toBeNull();
  expect(await renderFirstScreen(firstScreenRequest('/meals?view=timeline'))).toBeNull();
  expect(await renderFirstScreen(firstScreenRequest(`/meals/${MEAL_ID}`))).toBeNull();
});

it('renders the cards of a first screen only: the app renders the rest', async () => {
  const meals = Array.from({ length: 24 }, (_, i) =>
    aMeal({ _id: `64b7f0c2a1b2c3d4e5f6${String(i).padStart(4, '0')}`, name: `Meal ${i}` }),
  );

  const page = await renderFirstScreen(
    firstScreenRequest('/meals', { '/api/meals?limit=24&include=tags': meals }),
  );

  expect(page?.html).toContain('Meal 3<');
  expect(page?.html).not.toContain('Meal 4<');
});
