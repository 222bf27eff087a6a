import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { callApi, createRestaurant, signUpAndLogIn } from '../support/diary';
import { generatePhotoTaken } from '../support/images';

// Issue 29: a photo picked in the meal form suggests the day it was taken
// (the place's local day) and the diary restaurant it was taken at; one
// press each applies them, and the saved meal has both.
test.use({ locale: 'en-US' });

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface SavedMeal {
  date: string;
  restaurantId: { _id: string; name: string } | null;
  mealImages: { url: string }[];
}

test("a photo's date and place are suggested, accepted and saved with the meal", async ({
  page,
  request,
}) => {
  const { token } = await signUpAndLogIn(page, request);
  // About 30 m from where the photo was taken.
  const ramen = await createRestaurant(request, token, {
    name: 'Ramen Kaido',
    lat: 43.61527,
    long: -116.2023,
  });
  // 21:40 at UTC-06:00 is already June 15 in UTC: the meal's day is the 14th.
  const photo = await generatePhotoTaken({
    at: '2025:06:14 21:40:00',
    offset: '-06:00',
    lat: 43.615,
    long: -116.2023,
  });

  await page.goto('/meals/new');
  const form = page.getByRole('form', { name: 'Meal' });
  const dateField = form.getByLabel(/^Date/);
  const today = await dateField.inputValue();
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Gallery' }).click();
  await (await chooser).setFiles({ name: 'ramen.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(form.getByRole('img', { name: 'Image 1' })).toHaveAttribute(
    'src',
    /^\/api\/uploads\/images\//,
  );

  await expect(form.getByText('Photo taken Jun 14, 2025')).toBeVisible();
  await expect(form.getByText('Photo taken near Ramen Kaido')).toBeVisible();
  // Suggested only: nothing is filled in until a suggestion is used.
  await expect(dateField).toHaveValue(today);
  await expect(form.getByRole('combobox', { name: 'Restaurant' })).toHaveValue('');

  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((chosen) => {
      document.documentElement.dataset.theme = chosen;
    }, theme);
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(violations.map((violation) => `${theme}: ${violation.id}`)).toEqual([]);
  }

  await form.getByRole('button', { name: 'Use this date' }).click();
  await form.getByRole('button', { name: 'Use this restaurant' }).click();
  await expect(dateField).toHaveValue('2025-06-14');
  await expect(form.getByRole('combobox', { name: 'Restaurant' })).toHaveValue('Ramen Kaido');
  await expect(form.getByText(/^Photo taken/)).toHaveCount(0);

  await form.getByLabel(/^Meal Name/).fill('Tonkotsu ramen');
  await form.getByRole('button', { name: 'Save Meal' }).click();
  await expect(page).toHaveURL(/\/meals\/[0-9a-f]{24}$/);
  const mealId = page.url().split('/').pop()!;

  const meal = await callApi<SavedMeal>(request, token, 'GET', `/api/meals/${mealId}`);
  expect(meal.date.slice(0, 10)).toBe('2025-06-14');
  expect(meal.restaurantId?._id).toBe(ramen._id);
  // The stored photo has no metadata left: media strips it on upload.
  const stored = await request.get(meal.mealImages[0]!.url);
  expect((await sharp(await stored.body()).metadata()).exif).toBeUndefined();
});

test.describe('on a phone, a photo with no place within 150 m (issue 43)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  // Far from the sandbox's listings around Boise: only the diary's own places are near.
  const FAR = { lat: 45.2, long: -110.5 };

  async function pickPhoto(page: import('@playwright/test').Page) {
    const photo = await generatePhotoTaken({ at: '2025:06:14 12:10:00', offset: '-06:00', ...FAR });
    const form = page.getByRole('form', { name: 'Meal' });
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Gallery' }).tap();
    await (await chooser).setFiles({ name: 'lunch.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(form.getByRole('img', { name: 'Image 1' })).toBeVisible();
    return form;
  }

  test('offers the nearest places with their distance; a restaurant added by name keeps the photo’s place', async ({
    page,
    request,
  }) => {
    const { token } = await signUpAndLogIn(page, request);
    await createRestaurant(request, token, {
      name: 'Lakeside Grill',
      lat: FAR.lat + 400 / 111_195,
      long: FAR.long,
    });
    await page.goto('/meals/new');
    const form = await pickPhoto(page);
    const nearest = form.getByRole('list', {
      name: 'No restaurant within 150 m of where this photo was taken. The nearest:',
    });
    await expect(nearest.getByRole('button')).toHaveText(['Lakeside Grill · 400 m']);
    await nearest.getByRole('button', { name: 'Lakeside Grill · 400 m' }).tap();
    await expect(form.getByRole('combobox', { name: 'Restaurant' })).toHaveValue('Lakeside Grill');

    // Another restaurant, typed: it is created where the photo was taken.
    const box = form.getByRole('combobox', { name: 'Restaurant' });
    await box.fill('Trailhead Tacos');
    await page.getByRole('option', { name: /Add .Trailhead Tacos./ }).tap();
    await expect(box).toHaveValue('Trailhead Tacos');
    const addedAt = async () => {
      const list = await callApi<{ name: string; lat?: number; long?: number }[]>(
        request,
        token,
        'GET',
        '/api/restaurants?q=Trailhead',
      );
      return list[0] ? [list[0].lat, list[0].long] : null;
    };
    await expect.poll(addedAt).not.toBeNull();
    const [lat, long] = (await addedAt())!;
    expect(lat).toBeCloseTo(FAR.lat, 4);
    expect(long).toBeCloseTo(FAR.long, 4);
  });

  test('says when nothing is within 1 km', async ({ page, request }) => {
    await signUpAndLogIn(page, request);
    await page.goto('/meals/new');
    const form = await pickPhoto(page);
    await expect(
      form.getByText('No restaurant found within 1 km of where this photo was taken.'),
    ).toBeVisible();
  });
});
