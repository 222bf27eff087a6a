import { expect, test, type Locator, type Page } from '@playwright/test';
import { callApi, createRestaurant, signUpAndLogIn } from '../support/diary';
import { generateJpeg } from '../support/images';

// At the table, on a phone: from the meal list to a saved meal with a photo
// at a restaurant already in the diary, in at most six taps plus the name.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const MAX_TAPS = 6;

/** Taps `target` and counts it. */
function tapCounter() {
  let taps = 0;
  return {
    async tap(target: Locator) {
      taps += 1;
      await target.tap();
    },
    /** A tap outside the page, such as picking the photo in the system's chooser. */
    countOne() {
      taps += 1;
    },
    get count() {
      return taps;
    },
  };
}

async function inViewport(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeInViewport();
  const box = (await target.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
}

test('a meal with a photo at a known restaurant is logged in six taps from /meals', async ({
  page,
  request,
}) => {
  const { token } = await signUpAndLogIn(page, request);
  const restaurant = await createRestaurant(request, token, { name: 'Harbor Noodle Bar' });
  await callApi(request, token, 'POST', '/api/meals', {
    name: 'Shoyu ramen',
    date: '2026-11-20',
    restaurantId: restaurant._id,
  });
  await page.goto('/meals');
  await expect(page.getByRole('heading', { name: 'Shoyu ramen' })).toBeVisible();
  const taps = tapCounter();

  // 1: Log a meal, docked at the bottom of the screen in thumb's reach.
  const logMeal = page.getByRole('link', { name: 'Log a meal' });
  await inViewport(page, logMeal);
  await taps.tap(logMeal);
  await expect(page).toHaveURL(/\/meals\/new$/);
  const form = page.getByRole('form', { name: 'Meal' });

  // 2-3: Gallery, at the top of the form, and the photo in the picker.
  const gallery = form.getByRole('button', { name: 'Gallery' });
  await inViewport(page, gallery);
  const chooser = page.waitForEvent('filechooser');
  await taps.tap(gallery);
  await (
    await chooser
  ).setFiles({ name: 'ramen.jpg', mimeType: 'image/jpeg', buffer: await generateJpeg() });
  taps.countOne();
  await expect(form.getByRole('img', { name: 'Image 1' })).toHaveAttribute(
    'src',
    /^\/api\/uploads\/images\//,
  );

  // 4: the name field, then the name typed.
  await taps.tap(form.getByLabel(/^Meal Name/));
  await page.keyboard.type('Tonkotsu ramen');

  // 5: the restaurant of the last visit, one tap under the empty field.
  await taps.tap(
    form
      .getByRole('group', { name: 'Recent restaurants' })
      .getByRole('button', { name: 'Harbor Noodle Bar' }),
  );
  await expect(form.getByRole('combobox', { name: 'Restaurant' })).toHaveValue('Harbor Noodle Bar');

  // 6: Save Meal, which rides along at the bottom of the screen.
  const save = form.getByRole('button', { name: 'Save Meal' });
  await inViewport(page, save);
  await taps.tap(save);
  await expect(page).toHaveURL(/\/meals\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tonkotsu ramen' })).toBeVisible();

  expect(taps.count).toBeLessThanOrEqual(MAX_TAPS);
  const [saved] = await callApi<
    Array<{ name: string; restaurantId: { _id: string }; mealImages: unknown[] }>
  >(request, token, 'GET', '/api/meals?limit=1');
  expect(saved).toMatchObject({
    name: 'Tonkotsu ramen',
    restaurantId: { _id: restaurant._id },
    mealImages: [expect.objectContaining({ url: expect.stringMatching(/^\/api\/uploads\//) })],
  });
});

test('a restaurant the diary lacks is added from the meal form without leaving it', async ({
  page,
  request,
}) => {
  await signUpAndLogIn(page, request);
  await page.goto('/meals/new');
  const form = page.getByRole('form', { name: 'Meal' });
  await form.getByLabel(/^Meal Name/).fill('Pho tai');

  await form.getByRole('combobox', { name: 'Restaurant' }).fill('Little Saigon Kitchen');
  await form.getByRole('option', { name: /Add ‘Little Saigon Kitchen’/ }).tap();
  await expect(form.getByRole('combobox', { name: 'Restaurant' })).toHaveValue(
    'Little Saigon Kitchen',
  );
  await expect(form.getByLabel(/^Meal Name/)).toHaveValue('Pho tai');
  await form.getByRole('button', { name: 'Save Meal' }).tap();

  await expect(page).toHaveURL(/\/meals\/[0-9a-f]{24}$/);
  await expect(page.getByRole('link', { name: 'Little Saigon Kitchen' }).first()).toBeVisible();
});

test('a restaurant page leads with Log a meal here, and a signed-in / with the diary', async ({
  page,
  request,
}) => {
  const { token } = await signUpAndLogIn(page, request);
  const restaurant = await createRestaurant(request, token, { name: 'Corner Taqueria' });
  await page.goto(`/restaurants/${restaurant._id}`);
  await page.getByRole('link', { name: 'Log a meal here' }).tap();
  await expect(page).toHaveURL(new RegExp(`/meals/new\\?restaurantId=${restaurant._id}$`));
  await expect(page.getByRole('combobox', { name: 'Restaurant' })).toHaveValue('Corner Taqueria');

  await page.goto('/');
  const shortcuts = page.getByRole('region', { name: 'Your diary' });
  await inViewport(page, shortcuts.getByRole('link', { name: 'Go to your diary' }));
  await shortcuts.getByRole('link', { name: 'Log a meal' }).tap();
  await expect(page).toHaveURL(/\/meals\/new$/);
});

test.describe('with the location shared', () => {
  test.use({
    geolocation: { latitude: 43.615, longitude: -116.2023 },
    permissions: ['geolocation'],
  });

  test('a Yelp listing near the table is added from the meal form with its address', async ({
    page,
    request,
  }) => {
    const { token } = await signUpAndLogIn(page, request);
    const nearby = await callApi<{ businesses: Array<{ id: string; name: string }> }>(
      request,
      token,
      'GET',
      '/api/yelp/search/nearby?latitude=43.615&longitude=-116.2023&limit=1',
    );
    const [listing] = nearby.businesses;
    await page.goto('/meals/new');
    const form = page.getByRole('form', { name: 'Meal' });
    await form.getByLabel(/^Meal Name/).fill('Lunch special');

    await form.getByRole('combobox', { name: 'Restaurant' }).fill(listing!.name);
    await form
      .getByRole('option', { name: `Add ‘${listing!.name}’ from Yelp` })
      .first()
      .tap();
    await expect(form.getByRole('combobox', { name: 'Restaurant' })).toHaveValue(listing!.name);
    await form.getByRole('button', { name: 'Save Meal' }).tap();

    await expect(page).toHaveURL(/\/meals\/[0-9a-f]{24}$/);
    const [restaurant] = await callApi<Array<{ name: string; yelpId: string; address: string }>>(
      request,
      token,
      'GET',
      '/api/restaurants?limit=1',
    );
    expect(restaurant).toMatchObject({ name: listing!.name, yelpId: listing!.id });
    expect(restaurant!.address).not.toBe('');
  });
});
