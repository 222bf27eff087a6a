import { expect, test, type Page } from '@playwright/test';
import { callApi, createRestaurant, createTag, signUpAndLogIn, type Named } from '../support/diary';

/**
 * Stored-XSS probe (issue 14, finding 13): hostile names, notes, tags, posts
 * and a full name are stored as plain text and rendered on every screen that
 * shows them, and nothing in them runs. Each payload would set window.__xss.
 */
const SCRIPT = '<script>window.__xss = "script"</script>';
const IMG = '<img src=x onerror="window.__xss = \'img\'">';
const SVG = '<svg onload="window.__xss = \'svg\'"></svg>';
const NOTES = [
  `Markdown with a hostile link: [click me](javascript:window.__xss='link')`,
  `Raw HTML in markdown: ${IMG}`,
  SCRIPT,
].join('\n\n');

async function expectNothingRan(page: Page, shown: readonly string[]): Promise<void> {
  for (const text of shown)
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
  // The payloads are text, never elements of the page.
  expect(await page.locator('main img[onerror], main svg[onload], main script').count()).toBe(0);
}

test('hostile text in every field renders as text and never runs', async ({ page, request }) => {
  test.slow(); // seven screens
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const { token } = await signUpAndLogIn(page, request, `Eve ${IMG}`);

  const restaurant = await createRestaurant(request, token, {
    name: `Chez ${SCRIPT}`,
    cuisine: SVG,
    address: IMG,
    notes: NOTES,
  });
  const tag = await createTag(request, token, `tag ${IMG}`);
  await callApi(request, token, 'POST', '/api/restaurant-tags', {
    restaurantId: restaurant._id,
    tagId: tag._id,
  });
  const meal = await callApi<Named>(request, token, 'POST', '/api/meals', {
    name: `Soup ${SVG}`,
    date: '2024-05-01',
    restaurantId: restaurant._id,
    notes: NOTES,
  });
  await callApi(request, token, 'POST', '/api/meal-tags', { mealId: meal._id, tagId: tag._id });
  await callApi(request, token, 'POST', '/api/posts', { content: `Post ${SCRIPT}` });

  await page.goto('/restaurants');
  await expectNothingRan(page, [`Chez ${SCRIPT}`, `tag ${IMG}`]);

  await page.goto(`/restaurants/${restaurant._id}`);
  await expectNothingRan(page, [`Chez ${SCRIPT}`, IMG, 'Markdown with a hostile link']);

  await page.goto('/meals');
  await expectNothingRan(page, [`Soup ${SVG}`, `Chez ${SCRIPT}`]);

  await page.goto(`/meals/${meal._id}`);
  await expectNothingRan(page, [`Soup ${SVG}`, 'Raw HTML in markdown']);
  // The javascript: target is dropped: the link's text stays, with nothing to follow.
  const link = page.getByText('click me');
  await expect(link).toBeVisible();
  const href = await link.evaluate((element) => element.closest('a')?.getAttribute('href') ?? '');
  expect(href).not.toMatch(/^\s*javascript:/i);

  await page.goto('/tags');
  await expectNothingRan(page, [`tag ${IMG}`]);

  await page.goto('/posts');
  await expectNothingRan(page, [`Post ${SCRIPT}`]);

  await page.goto('/profile');
  await expect(page.getByRole('textbox', { name: /full name/i })).toHaveValue(`Eve ${IMG}`);
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();

  expect(dialogs).toEqual([]);
});
