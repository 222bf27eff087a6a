import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { callApi, createRestaurant, signUpAndLogIn } from '../support/diary';

// Who you ate with (issue 45, item 2) on a touch phone: two people added to
// a meal on the form (one typed, one picked from the diary's people), seen on
// the meal's page, then a tap on one name opens the meals shared with them,
// headed with their counts. Axe checks the meal page and the filtered list
// in both themes.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  locale: 'en-US',
});

async function expectNoViolations(page: Page, route: string): Promise<void> {
  for (const theme of ['light', 'dark']) {
    await page.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // At the end of the page, where the docked Log a meal bar has its own strip: at the
    // top, a card cut by the bar's edge reads to axe as a target too small to hit.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
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

test('two people added to a meal on a phone lead to the meals shared with one of them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await signUpAndLogIn(page, request);
  const harbor = await createRestaurant(request, token, { name: 'Harbor Noodle Bar' });
  const corner = await createRestaurant(request, token, { name: 'Corner Bistro' });
  const today = new Date().toLocaleDateString('en-CA');
  // Sam is already in the diary: once at each of two places.
  await callApi(request, token, 'POST', '/api/meals', {
    name: 'Gyoza',
    date: today,
    restaurantId: harbor._id,
    companions: ['Sam Lee'],
  });
  await callApi(request, token, 'POST', '/api/meals', {
    name: 'Steak frites',
    date: today,
    restaurantId: corner._id,
    companions: ['Sam Lee', 'Priya'],
  });

  await page.goto(`/meals/new?restaurantId=${harbor._id}`);
  const form = page.getByRole('form', { name: 'Meal' });
  await form.getByLabel(/^Meal Name/).fill('Tonkotsu ramen');
  const who = form.getByRole('combobox', { name: 'Who you were with' });
  await who.tap();
  await page.keyboard.type('sa');
  const suggestions = page.getByRole('listbox', { name: 'People you have eaten with' });
  const sam = suggestions.getByRole('option', { name: /Sam Lee/ });
  await expect(sam).toBeVisible();
  // A finger-sized choice.
  expect((await sam.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await sam.tap();
  await expect(who).toHaveValue('');
  await expect(who).toBeFocused();
  await page.keyboard.type('Alex');
  await page.keyboard.press('Enter');
  await expect(who).toBeFocused();
  // Sam again, in capitals: not added twice.
  await page.keyboard.type('SAM LEE');
  await page.keyboard.press('Enter');
  await expect(form.getByText('Sam Lee is already added.')).toBeVisible();
  await who.fill('');
  const added = form.getByRole('list', { name: 'People added' });
  await expect(added.getByRole('listitem')).toHaveText([/Sam Lee/, /Alex/]);
  await form.getByRole('button', { name: 'Save Meal' }).tap();

  await expect(page).toHaveURL(/\/meals\/[0-9a-f]{24}$/);
  const mealPath = new URL(page.url()).pathname;
  const people = page.getByRole('list', { name: 'With' });
  await expect(people.getByRole('link')).toHaveText(['Sam Lee', 'Alex']);
  const stored = await callApi<{ name: string; companions?: string[] }[]>(
    request,
    token,
    'GET',
    '/api/meals',
  );
  expect(stored.find((meal) => meal.name === 'Tonkotsu ramen')?.companions).toEqual([
    'Sam Lee',
    'Alex',
  ]);

  await people.getByRole('link', { name: /^Sam Lee/ }).tap();
  await expect(page).toHaveURL(/\/meals\?companion=Sam\+Lee$/);
  const header = page.getByRole('region', { name: 'Meals with Sam Lee' });
  await expect(header.getByText('3 meals · 2 places')).toBeVisible();
  const list = page.getByRole('list', { name: 'Meals' });
  for (const name of ['Tonkotsu ramen', 'Gyoza', 'Steak frites'])
    await expect(list.getByRole('link', { name, exact: true })).toBeVisible();

  await header.getByRole('button', { name: 'Show all meals' }).tap();
  await expect(page).toHaveURL(/\/meals$/);
  await expect(page.getByRole('region', { name: /^Meals with/ })).toHaveCount(0);

  await expectNoViolations(page, mealPath);
  await expectNoViolations(page, '/meals?companion=Sam%20Lee');
});
