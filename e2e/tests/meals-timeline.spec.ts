import { expect, test } from '@playwright/test';
import { callApi, createRestaurant, signUpAndLogIn, type Named } from '../support/diary';

type SeededMeal = { name: string; date: string; place: number; isThumbsUp: boolean | null };

const PLACES = ['Pizzeria Delfina', 'Noodle Bar', 'Tartine', 'Zuni Café', 'Kin Khao'];
/** A month of the timeline ("March 2024"), not the period's figures ("Mar 1, 2024 – …"). */
const MONTH = /^[A-Z][a-z]+ 2024$/;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A year of meals: each month a lunch on the 5th and two dishes at dinner on
 * the 20th, rotating through the first four places; Kin Khao is first tried
 * on March 20th and seen again in June.
 */
function aYearOfMeals(): SeededMeal[] {
  const meals: SeededMeal[] = [];
  for (let month = 1; month <= 12; month += 1) {
    const lunch = (month - 1) % 4;
    const dinner = month === 3 || month === 6 ? 4 : month % 4;
    meals.push(
      { name: `Lunch ${month}`, date: `2024-${pad(month)}-05`, place: lunch, isThumbsUp: true },
      { name: `Starter ${month}`, date: `2024-${pad(month)}-20`, place: dinner, isThumbsUp: null },
      {
        name: `Main ${month}`,
        date: `2024-${pad(month)}-20`,
        place: dinner,
        isThumbsUp: month % 2 === 0,
      },
    );
  }
  return meals;
}

test('a year of meals shown as a timeline, narrowed to March', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { token } = await signUpAndLogIn(page, request);
  const places: Named[] = [];
  for (const name of PLACES) places.push(await createRestaurant(request, token, { name }));
  // Months in parallel; within a month in order, so a day's meals keep their insertion order.
  const year = aYearOfMeals();
  await Promise.all(
    Array.from({ length: 12 }, async (_, month) => {
      for (const meal of year.slice(month * 3, month * 3 + 3))
        await callApi(request, token, 'POST', '/api/meals', {
          name: meal.name,
          date: meal.date,
          isThumbsUp: meal.isThumbsUp,
          restaurantId: places[meal.place]!._id,
        });
    }),
  );

  await page.goto('/meals');
  await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Timeline' }).click();
  await expect(page).toHaveURL(/[?&]view=timeline/);
  // All time, newest first: December's days lead.
  const months = page.getByRole('region', { name: MONTH });
  await expect(months.first().getByRole('heading', { level: 2 })).toHaveText('December 2024');
  const period = page.getByRole('region', { name: 'All time' });
  await expect(period.getByText('36', { exact: true })).toBeVisible();

  // "Where did we eat in March?": the period's fields.
  await page.getByLabel('From', { exact: true }).fill('2024-03-01');
  await page.getByLabel('To', { exact: true }).fill('2024-03-31');
  await expect(page).toHaveURL(/from=2024-03-01&to=2024-03-31/);

  await expect(months).toHaveCount(1);
  const march = page.getByRole('region', { name: 'March 2024' });
  await expect(march.locator('h3 time')).toHaveText(['Wed, Mar 20', 'Tue, Mar 5']);
  await expect(march.locator('h3 time').first()).toHaveAttribute('datetime', '2024-03-20');
  // Meals of one day come newest-inserted first, as in the grid.
  const dinner = march.locator('li', { has: page.getByRole('link', { name: 'Kin Khao' }) }).last();
  await expect(dinner.getByRole('link')).toHaveText(['Kin Khao', 'Main 3', 'Starter 3']);
  await expect(dinner.getByText('Would not order again')).toHaveCount(1);
  await expect(march.getByRole('link', { name: 'Tartine' })).toBeVisible();

  // March: 3 meals at 2 places, 1 of 2 rated meals thumbs up, Kin Khao new.
  const figures = page.getByRole('region', { name: 'Mar 1, 2024 – Mar 31, 2024' });
  const figure = (label: string) =>
    figures.locator('div', { has: page.getByText(label, { exact: true }) });
  await expect(figure('Meals').locator('dd').first()).toHaveText('3');
  await expect(figure('Places').locator('dd').first()).toHaveText('2');
  await expect(figure('Thumbs up').locator('dd').first()).toHaveText('50%');
  await expect(figure('New place').locator('dd').first()).toHaveText('1');

  // The view and the range survive a reload; the meal's restaurant link leads to its page.
  await page.reload();
  await expect(page.getByRole('region', { name: 'March 2024' })).toBeVisible();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('2024-03-01');
  await page
    .getByRole('region', { name: 'March 2024' })
    .getByRole('link', { name: 'Kin Khao' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/restaurants/${places[4]!._id}$`));
  await page.goBack();

  // Back in the grid the spec's list is unchanged: every meal, no range.
  await page.getByRole('button', { name: 'Grid' }).click();
  await expect(page.getByRole('list', { name: 'Meals' })).toBeVisible();
});

test('the month heading narrows the timeline to that month in one click', async ({
  page,
  request,
}) => {
  const { token } = await signUpAndLogIn(page, request);
  const place = await createRestaurant(request, token, { name: 'Swan Oyster Depot' });
  for (const date of ['2024-05-02', '2024-04-30', '2024-04-01'])
    await callApi(request, token, 'POST', '/api/meals', {
      name: `Oysters ${date}`,
      date,
      restaurantId: place._id,
    });
  await page.goto('/meals?view=timeline');
  await page.getByRole('button', { name: 'Only April 2024' }).click();
  await expect(page).toHaveURL(/from=2024-04-01&to=2024-04-30/);
  await expect(page.getByRole('region', { name: MONTH })).toHaveCount(1);
  await expect(page.locator('h3 time')).toHaveText(['Tue, Apr 30', 'Mon, Apr 1']);
  await expect(page.getByText('No meals logged in this period.')).toHaveCount(0);
  await page.getByLabel('From', { exact: true }).fill('2023-01-01');
  await page.getByLabel('To', { exact: true }).fill('2023-12-31');
  await expect(page.getByText('No meals logged in this period.')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the period is one row of chips and meals are on the first screen', async ({
    page,
    request,
  }) => {
    const { token } = await signUpAndLogIn(page, request);
    const place = await createRestaurant(request, token, { name: 'Swan Oyster Depot' });
    for (const date of ['2024-05-02', '2024-04-30'])
      await callApi(request, token, 'POST', '/api/meals', {
        name: `Oysters ${date}`,
        date,
        restaurantId: place._id,
      });
    await page.goto('/meals?view=timeline');
    const period = page.getByRole('group', { name: 'Period' });
    const chips = period.getByRole('button');
    await expect(chips).toHaveText([
      'This month',
      'Last 3 months',
      'This year',
      'All time',
      'Dates',
    ]);
    // One row: every chip shares the first one's top edge, and Dates is on screen at its end.
    await expect
      .poll(() =>
        chips.evaluateAll(
          (buttons) =>
            new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top))).size,
        ),
      )
      .toBe(1);
    await expect(period.getByRole('button', { name: 'Dates' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByLabel('From', { exact: true })).toBeHidden();
    // The newest meal is whole on the first screen, above the docked Log a meal bar.
    const meal = page.getByRole('link', { name: 'Oysters 2024-05-02' });
    await expect(meal).toBeInViewport();
    const bar = (await page.locator('[data-docked-bar]').boundingBox())!;
    const box = (await meal.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y);

    // Dates unfolds the two fields; a period of one's own keeps them open after a reload.
    const dates = period.getByRole('button', { name: 'Dates' });
    await dates.tap();
    await expect(dates).toHaveAttribute('aria-expanded', 'true');
    await page.getByLabel('From', { exact: true }).fill('2024-04-01');
    await expect(page).toHaveURL(/from=2024-04-01/);
    await page.reload();
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('2024-04-01');
    await expect(page.getByLabel('From', { exact: true })).toBeVisible();
    // Once React owns the server-rendered button, a tap folds the dates again.
    await expect
      .poll(() =>
        dates.evaluate((button) =>
          Object.keys(button).some((key) => key.startsWith('__reactProps')),
        ),
      )
      .toBe(true);
    await dates.tap();
    await expect(page.getByLabel('From', { exact: true })).toBeHidden();
  });
});
