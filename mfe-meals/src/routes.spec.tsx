import { screen } from '@testing-library/react';
import { aMeal, MEAL_ID } from './features/meals/testing/fixtures';
import {
  serveMealList,
  serveMealPage,
  serveRestaurantOptions,
  serveTagsAndLinks,
} from './features/meals/testing/mealsApi';
import { renderMeals } from './features/meals/testing/renderMeals';

beforeEach(() => {
  serveMealList([aMeal()]);
  serveMealPage(aMeal());
  serveTagsAndLinks();
  serveRestaurantOptions([]);
});
afterEach(() => jest.restoreAllMocks());

it.each([
  ['/meals', 'Meals', () => screen.findByRole('link', { name: 'Mapo tofu' })],
  ['/meals/new', 'Add New Meal', () => screen.findByRole('combobox', { name: 'Restaurant' })],
  [
    '/meals/new?restaurantId=64b7f0c2a1b2c3d4e5f60718',
    'Add New Meal',
    () => screen.findByDisplayValue('Sichuan House'),
  ],
  [
    `/meals/${MEAL_ID}`,
    'Mapo tofu',
    () => screen.findByRole('region', { name: 'Order This Meal' }),
  ],
  [`/meals/${MEAL_ID}/edit`, 'Edit Meal', () => screen.findByDisplayValue('Mapo tofu')],
])('%s shows the heading %s', async (path, heading, loaded) => {
  renderMeals(path);
  expect(await screen.findByRole('heading', { level: 1 }, { timeout: 3000 })).toHaveTextContent(
    heading,
  );
  // The page's own requests are answered within the test.
  expect(await loaded()).toBeInTheDocument();
});

it('an unknown path under /meals redirects to /', () => {
  const view = renderMeals('/meals/1/edit/extra');
  expect(view.currentPath()).toBe('/');
});
