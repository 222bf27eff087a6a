import { expect, test } from '@playwright/test';
import { callApi, createRestaurant, signUpAndLogIn } from '../support/diary';

// What a meal cost, logged on a phone in one field, then seen where a person
// looks: the meal, the period's figures, the restaurant's details.
test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  locale: 'en-US',
});

test('a meal logged with its price on a phone shows in the timeline and at its restaurant', async ({
  page,
  request,
}) => {
  const { token } = await signUpAndLogIn(page, request);
  const restaurant = await createRestaurant(request, token, { name: 'Harbor Noodle Bar' });
  const today = new Date().toLocaleDateString('en-CA');
  await callApi(request, token, 'POST', '/api/meals', {
    name: 'Gyoza',
    date: today,
    restaurantId: restaurant._id,
    price: { amount: 9.5, currency: 'USD' },
  });
  await callApi(request, token, 'POST', '/api/meals', {
    name: 'Green tea',
    date: today,
    restaurantId: restaurant._id,
  });

  await page.goto(`/meals/new?restaurantId=${restaurant._id}`);
  const form = page.getByRole('form', { name: 'Meal' });
  await form.getByLabel(/^Meal Name/).fill('Tonkotsu ramen');
  const price = form.getByRole('textbox', { name: 'Price' });
  await expect(price).toHaveAttribute('inputmode', 'decimal');
  await expect(form.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
  await price.tap();
  await page.keyboard.type('18,50');
  await form.getByRole('button', { name: 'Save Meal' }).tap();

  await expect(page).toHaveURL(/\/meals\/[0-9a-f]{24}$/);
  await expect(page.getByRole('region', { name: 'Price' })).toHaveText(/\$18\.50/);
  const stored = await callApi<{ price: unknown }[]>(request, token, 'GET', '/api/meals');
  expect(stored.map((meal) => meal.price)).toContainEqual({ amount: 18.5, currency: 'USD' });

  await page.goto('/meals?view=timeline');
  await expect(page.getByText('Spent $28 · 1 meal without a price')).toBeVisible();

  await page.goto(`/restaurants/${restaurant._id}`);
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByText('Spent here')).toBeVisible();
  await expect(
    details.getByText('$28 over 2 meals (about $14 a meal) · 1 meal without a price'),
  ).toBeVisible();
});
