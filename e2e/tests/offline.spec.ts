import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logInThroughUi, newAccount, signUpViaApi } from '../support/accounts';
import { callApi, createRestaurant, signUpAndLogIn } from '../support/diary';
import { generateJpeg } from '../support/images';
import { controlledByActivatedWorker, storedAnswersMention } from '../support/device';

// Issue 28: the app installs, and opens with no network once opened online.
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

type WebManifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

/** Width and height from a PNG's header (IHDR). */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Signs a new account up and in, and waits for the service worker to control the page; answers its token. */
async function signedInUnderWorker(
  page: Page,
  request: APIRequestContext,
  fullName: string,
): Promise<string> {
  const { token } = await signUpAndLogIn(page, request, fullName);
  await controlledByActivatedWorker(page);
  return token;
}

/** The meals saved on the device and not yet on the server, above the list. */
const waitingToSync = (page: Page) => page.getByRole('list', { name: 'Waiting to sync' });

test('the app is installable: a linked manifest with its icons, and a controlling service worker', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const manifest = (await (await request.get(manifestHref!)).json()) as WebManifest;
  expect(manifest).toMatchObject({
    name: 'Dining Diary',
    short_name: 'Dining Diary',
    start_url: '/meals',
    display: 'standalone',
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

  const sizes: string[] = [];
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toBe(icon.type);
    const size = pngSize(await response.body());
    expect(size, icon.src).toBe(icon.sizes);
    sizes.push(`${size} ${icon.purpose ?? 'any'}`);
  }
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

  await controlledByActivatedWorker(page);
  const scope = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.scope,
  );
  expect(scope).toBe(new URL('/', page.url()).href);
});

test('opened once online, the diary opens offline, even on a page never opened before', async ({
  page,
  request,
  context,
}) => {
  const { token } = await signUpAndLogIn(page, request, 'Offline Ada Brooks');
  const restaurant = await createRestaurant(request, token, { name: 'Cellar Dumpling House' });
  await callApi(request, token, 'POST', '/api/meals', {
    name: 'Pork and chive dumplings',
    date: '2026-11-20',
    restaurantId: restaurant._id,
  });
  await page.goto('/meals');
  await expect(page.getByText('Pork and chive dumplings')).toBeVisible();
  await controlledByActivatedWorker(page);
  // The device's copy of the answers (idb-keyval's store) is written at most once a second.
  await expect.poll(() => storedAnswersMention(page, 'Pork and chive dumplings')).toBe(true);
  // The page the web tier served carried the user's meals (its render): the
  // worker keeps it as it was, for this remembered user.
  await expect.poll(() => keptMealsPage(page)).toBe('rendered');

  await context.setOffline(true);
  const painted = page.waitForResponse((response) => new URL(response.url()).pathname === '/meals');
  await page.reload({ waitUntil: 'commit' });
  // The kept page itself shows the last-seen list, before any script.
  expect(await (await painted).text()).toContain('Pork and chive dumplings');
  await expect(page.getByRole('heading', { name: 'Meals', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pork and chive dumplings' }).first()).toBeVisible();
  await expect(page.getByText('Failed to load meals')).toHaveCount(0);

  // The add-meal page's code was never loaded online: the worker stored it from the manifest.
  await page.goto('/meals/new');
  await expect(page.getByRole('form', { name: 'Meal' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});

/** Whether the worker keeps /meals, and with the user's render: 'rendered', 'bare' or 'none'. */
function keptMealsPage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const kept = await (await caches.open('dd-pages')).match('/meals');
    if (!kept) return 'none';
    return (await kept.text()).includes('id="dd-page-state"') ? 'rendered' : 'bare';
  });
}

test('the rendered pages the device keeps go with the session, and a session not remembered keeps none', async ({
  page,
  request,
}) => {
  const { token } = await signUpAndLogIn(page, request, 'Kept Page Lowe');
  await callApi(request, token, 'POST', '/api/meals', { name: 'Gyoza', date: '2026-11-21' });
  await page.goto('/meals');
  await controlledByActivatedWorker(page);
  await page.reload();
  await expect.poll(() => keptMealsPage(page)).toBe('rendered');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: /Hi, Kept/ }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => keptMealsPage(page)).toBe('none');

  // Signed in for this tab only: the page is kept for offline use, without the user's data.
  const account = newAccount('Tab Only Reyes');
  await signUpViaApi(request, account);
  await logInThroughUi(page, account.email, account.password, { rememberMe: false });
  await expect(page).toHaveURL(/\/meals$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Meals', exact: true })).toBeVisible();
  await expect.poll(() => keptMealsPage(page)).toBe('bare');
});

test('a meal with its photo, logged with no network, reaches the server once when it returns', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(90_000);
  const token = await signedInUnderWorker(page, request, 'Cellar Sam Ortiz');

  await context.setOffline(true);
  await page.goto('/meals/new');
  const form = page.getByRole('form', { name: 'Meal' });
  await form.getByLabel(/^Meal Name/).fill('Basement dumplings');
  await form.getByRole('combobox', { name: 'Restaurant' }).fill('No Signal Noodles');
  await form.getByRole('option', { name: /Add ‘No Signal Noodles’/ }).click();
  await expect(form.getByRole('combobox', { name: 'Restaurant' })).toHaveValue('No Signal Noodles');
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Gallery' }).click();
  await (
    await chooser
  ).setFiles({ name: 'dumplings.jpg', mimeType: 'image/jpeg', buffer: await generateJpeg() });
  await expect(form.getByRole('img', { name: 'Image 1' })).toHaveAttribute('src', /^blob:/);
  await form.getByRole('button', { name: 'Save Meal' }).click();

  await expect(page).toHaveURL(/\/meals$/);
  const waiting = waitingToSync(page);
  await expect(waiting.getByRole('heading', { name: 'Basement dumplings' })).toBeVisible();
  await expect(waiting.getByText('No Signal Noodles')).toBeVisible();
  // Counted as made: the restaurant and the meal, whose photo is part of it.
  await expect(page.getByRole('link', { name: /^2 unsynced changes/ })).toBeVisible();

  // Kept on the device: a reload with no network still shows it, photo included.
  await page.reload();
  await expect(waiting.getByRole('heading', { name: 'Basement dumplings' })).toBeVisible();
  await expect(waiting.locator('img')).toHaveAttribute('src', /^blob:/);

  await context.setOffline(false);
  await expect(waiting).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Basement dumplings' }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'synced' })).toHaveText(
    '1 meal and 1 restaurant synced',
  );

  const meals = await callApi<
    Array<{ name: string; restaurantId: { name: string }; mealImages: { url: string }[] }>
  >(request, token, 'GET', '/api/meals');
  expect(meals).toEqual([
    expect.objectContaining({
      name: 'Basement dumplings',
      restaurantId: expect.objectContaining({ name: 'No Signal Noodles' }),
      mealImages: [expect.objectContaining({ url: expect.stringMatching(/^\/api\/uploads\//) })],
    }),
  ]);
  const restaurants = await callApi<Array<{ name: string }>>(
    request,
    token,
    'GET',
    '/api/restaurants',
  );
  expect(restaurants.map((restaurant) => restaurant.name)).toEqual(['No Signal Noodles']);
});

/** Logs a meal through the form at /meals/new; with no network it waits on the device. */
async function logMeal(page: Page, name: string): Promise<void> {
  await page.goto('/meals/new');
  const form = page.getByRole('form', { name: 'Meal' });
  await form.getByLabel(/^Meal Name/).fill(name);
  await form.getByRole('button', { name: 'Save Meal' }).click();
  await expect(page).toHaveURL(/\/meals$/);
}

async function mealNames(request: APIRequestContext, token: string): Promise<string[]> {
  const meals = await callApi<Array<{ name: string }>>(request, token, 'GET', '/api/meals');
  return meals.map((meal) => meal.name).sort();
}

test('a sync cut off before the server’s answer arrives completes on the next start, once', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(90_000);
  const token = await signedInUnderWorker(page, request, 'Cutoff Lee Park');
  await context.setOffline(true);
  await logMeal(page, 'Half-sent bibimbap');

  // The create reaches the server, but the tab is closed before its answer does.
  let reachedServer!: () => void;
  const created = new Promise<void>((resolve) => (reachedServer = resolve));
  await page.route('**/api/meals', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await route.fetch();
    reachedServer();
  });
  await context.setOffline(false);
  await created;
  await page.close();
  expect(await mealNames(request, token)).toEqual(['Half-sent bibimbap']);

  const next = await context.newPage();
  await next.goto('/meals');
  await expect(next.getByRole('link', { name: 'Half-sent bibimbap' }).first()).toBeVisible();
  await expect(waitingToSync(next)).toHaveCount(0, {
    timeout: 20_000,
  });
  expect(await mealNames(request, token)).toEqual(['Half-sent bibimbap']);
});

test('two tabs that both queued meals offline sync each of them once', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(90_000);
  const token = await signedInUnderWorker(page, request, 'Twin Tab Rivera');
  const second = await context.newPage();
  await second.goto('/meals');
  await context.setOffline(true);
  await logMeal(page, 'Tab one tacos');
  await logMeal(second, 'Tab two tamales');
  await expect(waitingToSync(second).getByRole('heading')).toHaveCount(2);

  await context.setOffline(false);
  for (const tab of [page, second])
    await expect(waitingToSync(tab)).toHaveCount(0, {
      timeout: 20_000,
    });
  expect(await mealNames(request, token)).toEqual(['Tab one tacos', 'Tab two tamales']);
});

/** Opens the edit form of `restaurant`, once it holds the stored name; answers the form. */
async function editRestaurant(page: Page, restaurant: { _id: string; name: string }) {
  await page.goto(`/restaurants/${restaurant._id}/edit`);
  const form = page.getByRole('form', { name: 'Restaurant' });
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    restaurant.name,
  );
  return form;
}

test('an edit queued offline to a restaurant deleted elsewhere is shown with the server’s message, and can be discarded', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(90_000);
  const token = await signedInUnderWorker(page, request, 'Gone Place Nakamura');
  const restaurant = await createRestaurant(request, token, { name: 'Closing Soon Diner' });
  const form = await editRestaurant(page, restaurant);

  await context.setOffline(true);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Closed For Good Diner');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('link', { name: /unsynced/ })).toBeVisible();
  // Meanwhile, on another device, the restaurant is deleted.
  await callApi(request, token, 'DELETE', `/api/restaurants/${restaurant._id}`);

  await context.setOffline(false);
  const notSynced = page.getByRole('link', { name: /not synced/ });
  await expect(notSynced).toBeVisible({ timeout: 20_000 });
  await notSynced.click();
  await expect(page).toHaveURL(/\/sync$/);
  const edit = page.getByRole('listitem').filter({ hasText: 'Closed For Good Diner' });
  await expect(edit).toContainText('Restaurant not found');
  await edit.getByRole('button', { name: /^Discard/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Closed For Good Diner' })).toHaveCount(
    0,
  );
  expect(
    (await callApi<Array<{ name: string }>>(request, token, 'GET', '/api/restaurants')).map(
      (each) => each.name,
    ),
  ).toEqual([]);
});

test('an edit made offline merges field by field with one made on another device, and says where it won', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(90_000);
  const token = await signedInUnderWorker(page, request, 'Two Phones Okafor');
  const restaurant = await createRestaurant(request, token, {
    name: 'Corner Noodle Bar',
    phone: '555-0100',
    notes: 'Cash only',
  });
  const form = await editRestaurant(page, restaurant);

  await context.setOffline(true);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Corner Noodle House');
  await form.getByRole('textbox', { name: 'Notes' }).fill('Cards too now');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('link', { name: /unsynced/ })).toBeVisible();
  // Meanwhile, on another device: a new phone number, and other notes.
  await callApi(request, token, 'PUT', `/api/restaurants/${restaurant._id}`, {
    phone: '555-0199',
    notes: 'Closed Mondays',
  });

  await context.setOffline(false);
  await expect(
    page.getByRole('status').filter({ hasText: 'Changed on another device' }),
  ).toHaveText(
    'Changed on another device — yours was kept. Changes to restaurant “Corner Noodle House”: notes.OK',
    { timeout: 20_000 },
  );
  const stored = await callApi<{ name: string; phone: string; notes: string }>(
    request,
    token,
    'GET',
    `/api/restaurants/${restaurant._id}`,
  );
  expect(stored).toMatchObject({
    name: 'Corner Noodle House',
    phone: '555-0199',
    notes: 'Cards too now',
  });
  await expect(page.getByRole('link', { name: '555-0199' })).toBeVisible(); // the page shows the merged record
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Changed on another device')).toHaveCount(0);
});
