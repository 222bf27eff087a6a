import { expect, test } from '@playwright/test';
import { callApi, createRestaurant, signUpAndLogIn, type Named } from '../support/diary';

const TITLE = 'What do I order here?';
const shown = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

test('a restaurant page answers what to order there and shows each meal once', async ({
  page,
  request,
}) => {
  const { token } = await signUpAndLogIn(page, request);
  const restaurant = await createRestaurant(request, token, { name: 'Swan Oyster Depot' });
  // In order: meals of one day come back newest-inserted first.
  const meals: [string, string, boolean | null][] = [
    ['Clam chowder', '2024-03-01', false],
    ['Crab Louie', '2024-03-01', true],
    ['Sourdough', '2024-03-01', null],
    ['Sicilian sashimi', '2024-06-20', true],
    ['crab louie', '2024-06-20', true],
  ];
  for (const [name, date, isThumbsUp] of meals)
    await callApi<Named>(request, token, 'POST', '/api/meals', {
      name,
      date,
      isThumbsUp,
      restaurantId: restaurant._id,
    });

  await page.goto(`/restaurants/${restaurant._id}`);
  const order = page.getByRole('region', { name: TITLE });
  await expect(order.getByText(`You came 2 times · last on ${shown('2024-06-20')}`)).toBeVisible();

  const liked = order.getByRole('list', { name: 'Go-to dishes' });
  await expect(liked.getByRole('listitem').locator('span')).toContainText([
    'crab louie',
    'Sicilian sashimi',
  ]);
  await expect(order.getByRole('list', { name: 'Skip these' }).getByRole('listitem')).toContainText(
    ['Clam chowder'],
  );

  await order.getByRole('button', { name: 'Order again: crab louie' }).click();
  await expect(
    order.getByRole('list', { name: 'Order crab louie with' }).getByRole('button'),
  ).toHaveText(['Uber Eats', 'DoorDash', 'Grubhub', 'Yelp']);

  // Each meal is linked once on the page, in Meals, newest first; no Visits section repeats them.
  await expect(page.getByRole('region', { name: 'Visits' })).toHaveCount(0);
  const mealLinks = page.locator('main a[href^="/meals/"]:not([href^="/meals/new"])');
  await expect(mealLinks).toHaveCount(meals.length);
  await expect(
    page.getByRole('list', { name: 'Meals at this restaurant' }).getByRole('link'),
  ).toHaveText(['crab louie', 'Sicilian sashimi', 'Sourdough', 'Crab Louie', 'Clam chowder']);

  // The section is above Order & Reservations.
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.indexOf(TITLE)).toBe(headings.indexOf('Order & Reservations') - 1);

  await page
    .getByRole('list', { name: 'Meals at this restaurant' })
    .getByRole('link', { name: 'Sicilian sashimi' })
    .click();
  await expect(page).toHaveURL(/\/meals\/[0-9a-f]{24}$/);
});
