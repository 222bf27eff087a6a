import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { uploadPhoto } from '../support/images';
import { callApi, createRestaurant, createTag, signUpAndLogIn, type Named } from '../support/diary';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

type StoredMeal = Named & { mealImages: { url: string }[] };
type MealTagLink = { tagId: Named | null };

const MIN_TARGET = 44;

async function expectTapTarget(target: Locator) {
  const box = await target.boundingBox();
  expect(box, 'the target is on screen').not.toBeNull();
  expect(box!.width).toBeGreaterThanOrEqual(MIN_TARGET);
  expect(box!.height).toBeGreaterThanOrEqual(MIN_TARGET);
}

async function seedMeal(request: APIRequestContext, token: string) {
  const restaurant = await createRestaurant(request, token, { name: 'Noodle Harbor' });
  const spicy = await createTag(request, token, 'Spicy');
  const fileUrl = await uploadPhoto(request, token);
  const meal = await callApi<StoredMeal>(request, token, 'POST', '/api/meals', {
    name: 'Spicy miso ramen',
    date: '2026-10-02',
    restaurantId: restaurant._id,
    mealImages: [{ url: fileUrl, isPrimary: true, caption: 'The bowl' }],
  });
  await callApi(request, token, 'POST', '/api/meal-tags', { mealId: meal._id, tagId: spicy._id });
  return { meal, fileUrl };
}

const mealCard = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Meals' })
    .locator(':scope > li')
    .filter({ has: page.getByRole('heading', { name }) });

async function deleteFromCard(page: Page, name: string) {
  await mealCard(page, name)
    .getByRole('button', { name: `Options for ${name}` })
    .tap();
  await page.getByRole('menuitem', { name: 'Delete' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Delete Meal' });
  await expect(dialog).toContainText(
    'Are you sure you want to delete this meal? This action cannot be undone.',
  );
  await expect(dialog).toContainText(`This deletes ${name}.`);
  await dialog.getByRole('button', { name: 'Delete' }).tap();
}

test('deletes a meal with Undo on a phone: Undo brings it back whole, letting go deletes it', async ({
  page,
  request,
}) => {
  const { token } = await signUpAndLogIn(page, request);
  const { meal, fileUrl } = await seedMeal(request, token);
  const mealPath = `/api/meals/${meal._id}`;
  const deletes: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'DELETE') deletes.push(new URL(sent.url()).pathname);
  });

  await page.goto('/meals');
  await expect(mealCard(page, 'Spicy miso ramen')).toBeVisible();
  await deleteFromCard(page, 'Spicy miso ramen');
  const toast = page.getByRole('status').filter({ hasText: 'Spicy miso ramen was deleted.' });
  await expect(toast).toBeVisible();
  await expect(mealCard(page, 'Spicy miso ramen')).toHaveCount(0);
  const undo = toast.getByRole('button', { name: 'Undo' });
  await expectTapTarget(undo);
  await undo.tap();

  await expect(toast).toHaveCount(0);
  await expect(mealCard(page, 'Spicy miso ramen')).toBeVisible();
  await expect(mealCard(page, 'Spicy miso ramen').locator('img')).toBeVisible();
  // Past the toast's lifetime: Undo sent nothing, and the meal is whole on the server.
  await page.waitForTimeout(7_000);
  expect(deletes).toEqual([]);
  const kept = await callApi<StoredMeal>(request, token, 'GET', mealPath);
  expect(kept.mealImages.map((image) => image.url)).toEqual([fileUrl]);
  const links = await callApi<MealTagLink[]>(
    request,
    token,
    'GET',
    `/api/meal-tags/meal/${meal._id}`,
  );
  expect(links.map((link) => link.tagId?.name)).toEqual(['Spicy']);

  await deleteFromCard(page, 'Spicy miso ramen');
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCount(0, { timeout: 10_000 });
  await expect.poll(() => deletes).toEqual([mealPath]);
  const gone = await request.get(mealPath, { headers: { authorization: `Bearer ${token}` } });
  expect(gone.status()).toBe(404);
  await expect(mealCard(page, 'Spicy miso ramen')).toHaveCount(0);
});

test('phone controls are 44 px targets and the meal filters fit a third of the screen', async ({
  page,
  request,
}) => {
  const { token } = await signUpAndLogIn(page, request);
  await seedMeal(request, token);

  await page.goto('/meals');
  await expect(mealCard(page, 'Spicy miso ramen')).toBeVisible();
  await expectTapTarget(page.getByRole('button', { name: 'Open menu' }));
  await expectTapTarget(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
  );
  for (const name of ['Would order again', 'Would not order again']) {
    const thumb = mealCard(page, 'Spicy miso ramen').getByRole('button', { name });
    await expectTapTarget(thumb);
    // No square tap highlight over the round button (issue 43): it answers with its own pressed state.
    expect(
      await thumb.evaluate((button) =>
        getComputedStyle(button).getPropertyValue('-webkit-tap-highlight-color'),
      ),
    ).toBe('rgba(0, 0, 0, 0)');
  }
  await expectTapTarget(
    mealCard(page, 'Spicy miso ramen').getByRole('button', {
      name: 'Options for Spicy miso ramen',
    }),
  );

  // The filter chips, the search box and Add Meal: one block, within a third of the first screen.
  const filters = page.getByRole('group', { name: 'Filter' });
  for (const name of ['All Meals', 'Thumbs Up', 'Thumbs Down', 'No Rating'])
    await expectTapTarget(filters.getByRole('button', { name }));
  const toolbar = await filters.locator('xpath=..').boundingBox();
  expect(toolbar!.height).toBeLessThanOrEqual(844 / 3);
  const search = await page.getByRole('searchbox', { name: /search/i }).boundingBox();
  expect(search!.y + search!.height).toBeLessThanOrEqual(toolbar!.y + toolbar!.height);

  await page.goto('/tags');
  await expectTapTarget(page.getByRole('checkbox', { name: 'Select Spicy' }));
  await expectTapTarget(page.getByRole('button', { name: 'Delete tag Spicy' }));
});
