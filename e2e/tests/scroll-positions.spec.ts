import { expect, test, type Page } from '@playwright/test';
import { createRestaurant, signUpAndLogIn } from '../support/diary';

// On a phone, a page reached by a link or a reload opens at its top; only
// Back and Forward return to where a history entry was left.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const BOISE = { latitude: 43.615, longitude: -116.2023 };
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('a restaurant opened from the bottom of the list starts at its top; Back returns to the place', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token } = await signUpAndLogIn(page, request);
  await Promise.all(
    Array.from({ length: 14 }, (_, n) =>
      createRestaurant(request, token, { name: `Corner bistro ${String(n + 1).padStart(2, '0')}` }),
    ),
  );

  await page.goto('/restaurants');
  const cards = page.getByRole('list', { name: 'Restaurants' }).locator(':scope > li');
  await expect(cards).toHaveCount(14);
  const last = cards.last();
  await last.scrollIntoViewIfNeeded();
  const listPosition = await scrollY(page);
  expect(listPosition).toBeGreaterThan(800);

  const name = (await last.getByRole('heading').textContent())!.trim();
  await last.getByRole('link', { name }).first().tap();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/restaurants$/);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(listPosition - 50);
  await expect(cards.last()).toBeInViewport();
});

test('a reload of a long form opens it at its top', async ({ page, request }) => {
  await signUpAndLogIn(page, request);
  await page.goto('/meals/new');
  await expect(page.getByRole('button', { name: 'Save Meal' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Save Meal' })).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await scrollY(page)).toBe(0);
});

test.describe('with the location shared', () => {
  test.use({ geolocation: BOISE, permissions: ['geolocation'] });

  test('Add at the bottom of Nearby keeps the place; View opens the restaurant at its top', async ({
    page,
    request,
  }) => {
    await signUpAndLogIn(page, request);
    await page.goto('/restaurants/nearby');
    const results = page.getByRole('region', { name: 'Restaurants Near You' });
    const last = results.getByRole('article').last();
    await expect(results.getByRole('article').first()).toBeVisible();
    await last.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(800);
    const name = (await last.getByRole('heading').textContent())!.trim();

    await last.getByRole('button', { name: /^Add / }).tap();

    const notice = page.getByRole('status').filter({ hasText: 'Added to your diary' });
    await expect(notice).toBeInViewport();
    await expect(last.getByRole('link', { name: /is in your diary/ })).toBeVisible();
    expect(Math.abs((await scrollY(page)) - before)).toBeLessThan(2);

    await notice.getByRole('button', { name: 'View' }).tap();
    await expect(page).toHaveURL(/\/restaurants\/[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeInViewport();
    expect(await scrollY(page)).toBe(0);
  });
});
