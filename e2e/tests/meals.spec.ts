import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { generateJpeg } from '../support/images';
import { callApi, createRestaurant, createTag, signUpAndLogIn, type Named } from '../support/diary';

const UP = 'Would order again';
const DOWN = 'Would not order again';
const MEAL_ID_URL = /\/meals\/([0-9a-f]{24})$/;

const mealGrid = (page: Page) => page.getByRole('list', { name: 'Meals' });
const mealCard = (page: Page, name: string) =>
  mealGrid(page)
    .locator(':scope > li')
    .filter({ has: page.getByRole('heading', { name }) });
const mealForm = (page: Page) => page.getByRole('form', { name: 'Meal' });

type StoredMeal = Named & {
  isThumbsUp: boolean | null;
  notes: string;
  restaurantId: Named | null;
  mealImages: { url: string; isPrimary: boolean }[];
};

function createMeal(
  request: APIRequestContext,
  token: string,
  fields: Record<string, unknown> & { name: string },
): Promise<StoredMeal> {
  return callApi(request, token, 'POST', '/api/meals', { date: '2024-06-01', ...fields });
}

function tagMeal(request: APIRequestContext, token: string, mealId: string, tagId: string) {
  return callApi(request, token, 'POST', '/api/meal-tags', { mealId, tagId });
}

const storedMeal = (request: APIRequestContext, token: string, id: string) =>
  callApi<StoredMeal>(request, token, 'GET', `/api/meals/${id}`);

test('adds a meal from a restaurant page, with the restaurant preselected, a tag and a photo', async ({
  page,
  request,
}) => {
  const { token } = await signUpAndLogIn(page, request);
  await expect(page.getByText('No meals added yet. Add your first meal!')).toBeVisible();
  const restaurant = await createRestaurant(request, token, {
    name: 'Sichuan House',
    address: '12 Main St',
  });

  await page.goto(`/restaurants/${restaurant._id}`);
  const mealsSection = page.getByRole('region', { name: 'Meals' });
  await mealsSection.getByRole('link', { name: 'Add Meal' }).click();
  await expect(page).toHaveURL(new RegExp(`/meals/new\\?restaurantId=${restaurant._id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add New Meal');

  const form = mealForm(page);
  await expect(form.getByRole('combobox', { name: 'Restaurant' })).toHaveValue('Sichuan House');
  await expect(form.getByLabel(/^Date/)).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await form.getByLabel(/^Meal Name/).fill('Mapo tofu');
  await form.getByRole('button', { name: UP }).click();
  // Tags are folded behind their heading until opened.
  await form.getByRole('button', { name: 'Tags', expanded: false }).click();
  await form.getByRole('combobox', { name: 'Meal tags' }).fill('Spicy');
  await form.getByRole('combobox', { name: 'Meal tags' }).press('Enter');
  await expect(form.getByRole('button', { name: 'Remove Spicy' })).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Gallery' }).click();
  await (
    await chooser
  ).setFiles({ name: 'tofu.jpg', mimeType: 'image/jpeg', buffer: await generateJpeg() });
  await expect(form.getByRole('img', { name: 'Image 1' })).toHaveAttribute(
    'src',
    /^\/api\/uploads\/images\//,
  );

  await form.getByRole('button', { name: 'Save Meal' }).click();
  await expect(page).toHaveURL(MEAL_ID_URL);
  const mealId = MEAL_ID_URL.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mapo tofu');
  const hero = page.getByRole('figure', { name: 'Photo of Mapo tofu' });
  await expect(hero.getByRole('img')).toHaveAttribute('src', /^\/api\/uploads\/images\//);
  await expect(hero.getByRole('link', { name: 'Sichuan House' })).toHaveAttribute(
    'href',
    `/restaurants/${restaurant._id}`,
  );
  await expect(hero.getByRole('button', { name: UP })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Tags' }).getByText('Spicy')).toBeVisible();

  const stored = await storedMeal(request, token, mealId);
  expect(stored.restaurantId).toEqual({ _id: restaurant._id, name: 'Sichuan House' });
  expect(stored.isThumbsUp).toBe(true);
  expect(stored.mealImages).toHaveLength(1);

  await page.goto('/meals');
  const card = mealCard(page, 'Mapo tofu');
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'Sichuan House' })).toHaveAttribute(
    'href',
    `/restaurants/${restaurant._id}`,
  );
  await expect(card.locator('img')).toHaveAttribute('src', /^\/api\/uploads\/images\//);

  await page.goto(`/restaurants/${restaurant._id}`);
  await expect(
    page.getByRole('region', { name: 'Meals' }).getByRole('link', { name: 'Mapo tofu' }),
  ).toHaveAttribute('href', `/meals/${mealId}`);
});

test('thumbs on a card, then every filter with its empty message, kept in the URL', async ({
  page,
  request,
}) => {
  const { token } = await signUpAndLogIn(page, request);
  const meal = await createMeal(request, token, { name: 'Dan dan noodles' });

  await page.goto('/meals');
  const card = mealCard(page, 'Dan dan noodles');
  await expect(card.getByText('Jun 1, 2024')).toBeVisible();
  await card.getByRole('button', { name: DOWN }).click();
  await expect(card.getByRole('button', { name: DOWN })).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => (await storedMeal(request, token, meal._id)).isThumbsUp)
    .toBe(false);

  await page.getByRole('button', { name: 'Thumbs Up' }).click();
  await expect(page).toHaveURL(/[?&]filter=thumbsUp/);
  await expect(
    page.getByText('No "would order again" meals yet. Give some meals a thumbs up!'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'No Rating' }).click();
  await expect(page).toHaveURL(/[?&]filter=unrated/);
  await expect(page.getByText('No unrated meals. All your meals have been rated!')).toBeVisible();

  await page.getByRole('button', { name: 'Thumbs Down' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Thumbs Down' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Pressing the active thumb clears the rating.
  await mealCard(page, 'Dan dan noodles').getByRole('button', { name: DOWN }).click();
  await expect.poll(async () => (await storedMeal(request, token, meal._id)).isThumbsUp).toBe(null);
  await page.reload();
  await expect(
    page.getByText('No "would not order again" meals yet. Give some meals a thumbs down!'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'No Rating' }).click();
  await expect(mealCard(page, 'Dan dan noodles')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/[?&]filter=thumbsDown/);

  await page.getByRole('button', { name: 'All Meals' }).click();
  await page.getByRole('searchbox', { name: 'Search meals' }).fill('zzz no such meal');
  await expect(page.getByText('No meals match your search.')).toBeVisible();
});

test('searches meals by restaurant name and by tag name, ignoring case', async ({
  page,
  request,
}) => {
  const { token } = await signUpAndLogIn(page, request);
  const sichuan = await createRestaurant(request, token, { name: 'Sichuan House' });
  const noodleBar = await createRestaurant(request, token, { name: 'Noodle Bar' });
  await createMeal(request, token, { name: 'Mapo tofu', restaurantId: sichuan._id });
  const ramen = await createMeal(request, token, {
    name: 'Shoyu ramen',
    restaurantId: noodleBar._id,
  });
  await createMeal(request, token, { name: 'Green salad' });
  const tag = await createTag(request, token, 'Late Night');
  await tagMeal(request, token, ramen._id, tag._id);

  await page.goto('/meals');
  await expect(mealCard(page, 'Green salad')).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search meals' });
  await expect(search).toHaveAttribute('placeholder', 'Search meals...');

  await search.fill('SICHUAN');
  await expect(page).toHaveURL(/[?&]q=SICHUAN/);
  await expect(mealCard(page, 'Mapo tofu')).toBeVisible();
  await expect(mealCard(page, 'Shoyu ramen')).toHaveCount(0);
  await expect(mealCard(page, 'Green salad')).toHaveCount(0);

  await search.fill('late ni');
  await expect(page).toHaveURL(/[?&]q=late(\+|%20)ni/);
  await expect(mealCard(page, 'Shoyu ramen')).toBeVisible();
  await expect(mealCard(page, 'Mapo tofu')).toHaveCount(0);

  await page.reload();
  await expect(search).toHaveValue('late ni');
  await expect(mealCard(page, 'Shoyu ramen')).toBeVisible();
});

test('notes are typed, autosaved, still there after a reload, and their links open in a new tab', async ({
  page,
  request,
}) => {
  const { token } = await signUpAndLogIn(page, request);
  const meal = await createMeal(request, token, { name: 'Xiao long bao' });
  await page
    .context()
    .route('https://menu.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Menu</h1>' }),
    );

  await page.goto(`/meals/${meal._id}`);
  const notes = page.getByRole('region', { name: 'Notes' });
  await notes.getByRole('button', { name: 'Click to add notes (Markdown supported)' }).click();
  const textarea = notes.getByRole('textbox', { name: 'Notes' });
  await expect(textarea).toBeFocused();
  await expect(textarea).toHaveAttribute(
    'placeholder',
    'Add notes about this meal... (Markdown supported)',
  );

  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      new URL(response.url()).pathname === `/api/meals/${meal._id}`,
  );
  const text = 'Ask for **extra** vinegar. See [the menu](https://menu.example/dumplings).';
  await textarea.pressSequentially(text, { delay: 15 });
  // Saved while the text area still has focus: 1000 ms after the last key, once.
  expect((await saved).ok()).toBe(true);
  await expect(textarea).toBeFocused();
  await expect.poll(async () => (await storedMeal(request, token, meal._id)).notes).toBe(text);

  await page.reload();
  const link = notes.getByRole('link', { name: 'the menu' });
  await expect(link).toHaveAttribute('href', 'https://menu.example/dumplings');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(notes.locator('strong')).toHaveText('extra');

  const popup = page.waitForEvent('popup');
  await link.click();
  const menu = await popup;
  await expect(menu).toHaveURL('https://menu.example/dumplings');
  await menu.close();
  // Following the link did not open the editor.
  await expect(notes.getByRole('textbox')).toHaveCount(0);
});

test('edits a meal, then deletes it through the confirmation', async ({ page, request }) => {
  const { token } = await signUpAndLogIn(page, request);
  const spicy = await createTag(request, token, 'Spicy');
  const meal = await createMeal(request, token, { name: 'Kung pao', isThumbsUp: false });
  await tagMeal(request, token, meal._id, spicy._id);

  await page.goto(`/meals/${meal._id}`);
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/meals/${meal._id}/edit$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Meal');
  const form = mealForm(page);
  await expect(form.getByLabel(/^Meal Name/)).toHaveValue('Kung pao');
  await form.getByLabel(/^Meal Name/).fill('Kung pao chicken');
  await form.getByRole('button', { name: UP }).click();
  await form.getByRole('button', { name: 'Remove Spicy' }).click();
  await form.getByRole('combobox', { name: 'Meal tags' }).fill('Peanuts');
  await form.getByRole('combobox', { name: 'Meal tags' }).press('Enter');
  // The new tag is created first; its chip moves the Save button down when it appears.
  await expect(form.getByRole('button', { name: 'Remove Peanuts' })).toBeVisible();
  await form.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page).toHaveURL(new RegExp(`/meals/${meal._id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kung pao chicken');
  const tags = page.getByRole('region', { name: 'Tags' });
  await expect(tags.getByText('Peanuts')).toBeVisible();
  await expect(tags.getByText('Spicy')).toHaveCount(0);
  await expect(page.getByRole('button', { name: UP })).toHaveAttribute('aria-pressed', 'true');
  const links = await callApi<{ tagId: Named }[]>(
    request,
    token,
    'GET',
    `/api/meal-tags/meal/${meal._id}`,
  );
  expect(links.map((link) => link.tagId.name)).toEqual(['Peanuts']);

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Meal' });
  await expect(dialog).toContainText(
    'Are you sure you want to delete this meal? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/meals$/);
  await expect(page.getByText('No meals added yet. Add your first meal!')).toBeVisible();
  // The DELETE waits for the Undo toast to end.
  await expect(page.getByText('Kung pao chicken was deleted.')).toBeVisible();
  await expect
    .poll(
      async () =>
        (
          await request.get(`/api/meals/${meal._id}`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).status(),
      { timeout: 10_000 },
    )
    .toBe(404);
});

test('a list of a few hundred meals loads more as it scrolls, and Back from a meal keeps the place', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await signUpAndLogIn(page, request);
  const total = 240;
  for (let start = 0; start < total; start += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, total - start) }, (_, offset) => {
        const n = start + offset + 1;
        const day = String((n % 28) + 1).padStart(2, '0');
        return createMeal(request, token, {
          name: `Seeded meal ${String(n).padStart(3, '0')}`,
          date: `2023-${String((n % 12) + 1).padStart(2, '0')}-${day}`,
        });
      }),
    );
  }

  await page.goto('/meals');
  const cards = mealGrid(page).locator(':scope > li');
  await expect(cards.first()).toBeVisible();
  const firstPage = await cards.count();
  expect(firstPage).toBeGreaterThan(0);
  expect(firstPage).toBeLessThan(total);

  // Scrolling to the end brings the next pages, a few times over.
  for (let round = 0; round < 4; round += 1) {
    const before = await cards.count();
    await cards.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
  }
  // The last scroll may still be fetching a page: count once the list has settled.
  await page.waitForLoadState('networkidle');
  const loaded = await cards.count();
  expect(loaded).toBeGreaterThan(firstPage * 3);

  const target = cards.nth(loaded - 5);
  const targetName = (await target.getByRole('heading').textContent())!;
  await target.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(1000);
  await target.getByRole('link', { name: targetName }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(targetName);

  await page.goBack();
  await expect(page).toHaveURL(/\/meals$/);
  await expect(mealCard(page, targetName)).toBeVisible();
  // Every loaded page is still there (a reset list would show only the first page);
  // the restored position may bring the sentinel into view and add one more.
  expect(await cards.count()).toBeGreaterThanOrEqual(loaded);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo - 50);
  await expect(mealCard(page, targetName)).toBeInViewport();
});
