import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { callApi, signUpAndLogIn } from '../support/diary';

// Want to go (issue 45) on a touch phone: a place from Nearby saved for later,
// found under the restaurants list's Want to go chip, then visited by logging
// a meal there. Against the sandbox's Yelp stand-in around Boise.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  geolocation: { latitude: 43.615, longitude: -116.2023 },
  permissions: ['geolocation'],
});

const results = (page: Page) => page.getByRole('region', { name: 'Restaurants Near You' });

/** Saves the first nearby listing for later; answers its name. */
async function saveFirstNearbyForLater(page: Page): Promise<string> {
  await page.goto('/restaurants/nearby');
  const card = results(page).getByRole('article').first();
  await expect(card).toBeVisible();
  const name = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: `Save for later: ${name}` }).tap();
  await expect(card.getByRole('link', { name: `${name} is saved for later: open it` })).toHaveText(
    'Saved for later',
  );
  return name;
}

async function expectNoViolations(page: Page, route: string): Promise<void> {
  for (const theme of ['light', 'dark']) {
    await page.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect
      .soft(
        violations.map(
          ({ id, nodes }) => `${id}: ${nodes.map((n) => n.target.join(' ')).join(' | ')}`,
        ),
        `axe violations on ${route} (${theme})`,
      )
      .toEqual([]);
  }
}

test('a place saved for later from Nearby is found under the Want to go chip', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signUpAndLogIn(page, request);
  const name = await saveFirstNearbyForLater(page);

  await page.goto('/restaurants');
  await page.getByRole('button', { name: 'Want to go', exact: true }).tap();
  await expect(page).toHaveURL(/\/restaurants\?filter=wantToGo$/);
  const grid = page.getByRole('list', { name: 'Restaurants' });
  const card = grid.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Want to go', { exact: true })).toBeVisible();

  // Back on Nearby, the saved place leads the page, near the user.
  await page.goto('/restaurants/nearby');
  const nearYou = page.getByRole('region', { name: 'Want to go near you' });
  await expect(nearYou.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();

  await expectNoViolations(page, '/restaurants?filter=wantToGo');
  await expectNoViolations(page, '/restaurants/nearby');
});

test('logging a meal at a place saved for later makes it visited', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { token } = await signUpAndLogIn(page, request);
  const name = await saveFirstNearbyForLater(page);

  await page.goto('/restaurants?filter=wantToGo');
  await page.getByRole('link', { name, exact: true }).tap();
  await page.getByRole('link', { name: 'Log a meal here' }).tap();
  const form = page.getByRole('form', { name: 'Meal' });
  await expect(form.getByRole('combobox', { name: 'Restaurant' })).toHaveValue(name);
  await form.getByLabel(/^Meal Name/).fill('Chef’s special');
  await form.getByLabel(/^Date/).fill('2026-11-28');
  await form.getByRole('button', { name: 'Save Meal' }).tap();
  await expect(page).toHaveURL(/\/meals\/[0-9a-f]{24}$/);

  await page.goto('/restaurants?filter=wantToGo');
  await expect(page.getByText('No places saved for later yet.', { exact: false })).toBeVisible();
  const [restaurant] = await callApi<{ wantToGo: boolean; date: string; name: string }[]>(
    request,
    token,
    'GET',
    `/api/restaurants?q=${encodeURIComponent(name)}`,
  );
  expect(restaurant).toMatchObject({ name, wantToGo: false, date: '2026-11-28' });

  await page.goto('/restaurants');
  const card = page
    .getByRole('list', { name: 'Restaurants' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Want to go', { exact: true })).toHaveCount(0);
});
