import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logInThroughUi, newAccount, signUpViaApi } from '../support/accounts';

type Named = { _id: string; name: string };

/** The diary API as the signed-in user, for arranging data and checking what was stored. */
function diaryApi(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const send = async <T>(method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> => {
    const response = await request.fetch(url, { method, headers, data });
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  return {
    createTag: (name: string) => send<Named>('POST', '/api/tags', { name }),
    createMeal: (name: string) => send<Named>('POST', '/api/meals', { name, date: '2024-06-01' }),
    tagMeal: (meal: Named, tag: Named) =>
      send('POST', '/api/meal-tags', { mealId: meal._id, tagId: tag._id }),
    tagsOfMeal: async (meal: Named) =>
      (await send<{ tagId: Named }[]>('GET', `/api/meal-tags/meal/${meal._id}`)).map(
        (link) => link.tagId,
      ),
    tagNames: async () => (await send<Named[]>('GET', '/api/tags')).map((tag) => tag.name),
  };
}

type DiaryApi = ReturnType<typeof diaryApi>;

let api: DiaryApi;

test.beforeEach(async ({ page, request }) => {
  const account = newAccount('Tess Tagger');
  api = diaryApi(request, await signUpViaApi(request, account));
  await logInThroughUi(page, account.email, account.password);
  await expect(page).not.toHaveURL(/\/login$/);
});

const openTags = async (page: Page) => {
  await page.goto('/tags');
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  await expect(page.getByText('Loading tags...')).toHaveCount(0);
};
const chip = (page: Page, name: string) =>
  page.getByRole('checkbox', { name: `Select ${name}`, exact: true });

test('creates tags with Add Tag and from a search that matches nothing', async ({ page }) => {
  await openTags(page);
  await expect(page.getByText('No tags found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Your First Tag' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Tag' }).click();
  const name = page.getByPlaceholder('Enter tag name...');
  await name.fill('  Date night  ');
  await name.press('Enter');
  await expect(chip(page, 'Date night')).toBeVisible();
  await name.fill('ramen');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(chip(page, 'ramen')).toBeVisible();

  const search = page.getByPlaceholder('Search tags...');
  await search.fill('RAM');
  await expect(chip(page, 'ramen')).toBeVisible();
  await expect(chip(page, 'Date night')).toBeHidden();
  await search.fill('Spicy');
  await expect(page.getByText('No tags found')).toBeVisible();
  await page.getByRole('button', { name: 'Create "Spicy" tag' }).click();
  await expect(chip(page, 'Spicy')).toBeVisible();

  expect((await api.tagNames()).sort((a, b) => a.localeCompare(b))).toEqual([
    'Date night',
    'ramen',
    'Spicy',
  ]);
  await page.reload();
  await expect(chip(page, 'Spicy')).toBeVisible();
});

test('renames a tag inline: Enter saves, Escape cancels', async ({ page }) => {
  await api.createTag('noodels');
  await openTags(page);
  await page.getByRole('button', { name: 'noodels', exact: true }).click();
  const box = page.getByRole('textbox', { name: 'Rename noodels' });
  await box.fill('noodles');
  await box.press('Enter');
  await expect(page.getByRole('button', { name: 'noodles', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'noodles', exact: true }).click();
  await page.getByRole('textbox', { name: 'Rename noodles' }).fill('something else');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'noodles', exact: true })).toBeVisible();

  expect(await api.tagNames()).toEqual(['noodles']);
});

test('deletes one tag after confirming', async ({ page }) => {
  await api.createTag('keep');
  await api.createTag('drop');
  await openTags(page);
  await page.getByRole('button', { name: 'Delete tag drop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Tag' });
  await expect(dialog).toContainText('This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(chip(page, 'drop')).toHaveCount(0);
  await expect(chip(page, 'keep')).toBeVisible();
  // The DELETE waits for the Undo toast to end.
  await expect(page.getByText('drop was deleted.')).toBeVisible();
  await expect.poll(() => api.tagNames(), { timeout: 10_000 }).toEqual(['keep']);
});

test('bulk-deletes the selected tags, with the count in the button and a confirmation', async ({
  page,
}) => {
  for (const name of ['alpha', 'beta', 'gamma', 'delta']) await api.createTag(name);
  await openTags(page);
  await chip(page, 'alpha').check();
  await expect(page.getByRole('button', { name: 'Delete 1 tag(s)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear' })).toHaveCount(0);
  await chip(page, 'beta').check();
  await chip(page, 'gamma').check();
  await expect(page.getByRole('button', { name: 'Clear' })).toBeVisible();

  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/tags')) requests.push(`${request.method()} ${request.url()}`);
  });
  await page.getByRole('button', { name: 'Delete 3 tag(s)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Selected Tags' });
  await expect(dialog).toContainText(
    'Are you sure you want to delete 3 selected tag(s)? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(chip(page, 'alpha')).toHaveCount(0);
  await expect(chip(page, 'delta')).toBeVisible();
  // The request waits for the Undo toast to end.
  await expect(page.getByText('3 tags were deleted.')).toBeVisible();
  await expect.poll(() => api.tagNames(), { timeout: 10_000 }).toEqual(['delta']);
  expect(requests.filter((line) => line.startsWith('POST'))).toEqual([
    expect.stringMatching(/^POST .*\/api\/tags\/bulk-delete$/),
  ]);
});

test('merges two tags used by a meal: the meal keeps the survivor once', async ({ page }) => {
  const taco = await api.createTag('taco');
  const tacos = await api.createTag('tacos');
  const meal = await api.createMeal('Al pastor');
  const other = await api.createMeal('Carnitas');
  await api.tagMeal(meal, taco);
  await api.tagMeal(meal, tacos);
  await api.tagMeal(other, taco);

  await openTags(page);
  await expect(page.getByRole('link', { name: 'Meals tagged taco: 2 meals' })).toBeVisible();
  await chip(page, 'taco').check();
  await chip(page, 'tacos').check();
  await page.getByRole('button', { name: 'Merge', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge Tags' });
  await dialog.getByRole('radio', { name: /^tacos/ }).check();
  await dialog.getByRole('button', { name: 'Merge' }).click();

  await expect(page.getByText('Merged 2 tags into "tacos".')).toBeVisible();
  await expect(chip(page, 'taco')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Meals tagged tacos: 2 meals' })).toBeVisible();

  expect(await api.tagsOfMeal(meal)).toEqual([{ _id: tacos._id, name: 'tacos' }]);
  expect(await api.tagsOfMeal(other)).toEqual([{ _id: tacos._id, name: 'tacos' }]);
  expect(await api.tagNames()).toEqual(['tacos']);

  await page.getByRole('link', { name: 'Meals tagged tacos: 2 meals' }).click();
  await expect(page).toHaveURL(new RegExp(`/meals\\?tag=${tacos._id}$`));
});

test('a long list renders the chips in view: scrolling, the keyboard and the search reach every tag', async ({
  page,
}) => {
  const names = Array.from({ length: 150 }, (_, i) => `dish ${String(i).padStart(3, '0')}`);
  for (const name of names) await api.createTag(name);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openTags(page);
  const list = page.getByRole('list', { name: 'Tags' });
  await expect(list).toHaveAttribute('data-count', '150');
  await expect(chip(page, 'dish 000')).toBeVisible();
  // A screenful and the rows ahead, not 150 chips.
  expect(await list.getByRole('listitem').count()).toBeLessThan(80);
  await expect(chip(page, 'dish 149')).toHaveCount(0);

  await page.keyboard.press('End');
  await expect(chip(page, 'dish 149')).toBeVisible();
  await expect(list.getByRole('listitem').last()).toHaveAttribute('aria-posinset', '150');
  await expect(chip(page, 'dish 000')).toHaveCount(0);

  // Tab walks on past the rows first rendered, into the ones it scrolls to.
  await page.keyboard.press('Home');
  await chip(page, 'dish 000').focus();
  for (let presses = 0; presses < 40 * 4; presses++) await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toBeVisible();
  const focusedChip = page.locator('li:has(:focus)');
  expect(Number(await focusedChip.getAttribute('aria-posinset'))).toBeGreaterThan(30);

  await page.getByPlaceholder('Search tags...').fill('dish 14');
  await expect(list).toHaveAttribute('data-count', '10');
  await expect(chip(page, 'dish 149')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(10);
});
