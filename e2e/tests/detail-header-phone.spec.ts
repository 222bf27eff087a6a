import { expect, test, type Page } from '@playwright/test';
import { callApi, createRestaurant, signUpAndLogIn } from '../support/diary';

// Issue 43, item 5: on a phone a record page leads with what a person came
// for; Edit, Share and Delete (and Add, beside a lead action) wait in one
// "More actions" menu under the spec's names.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The record page's header, under its name. */
const actionsRow = (page: Page) => page.locator('main header').first();

async function menuItems(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'More actions' }).tap();
  return page.getByRole('menu', { name: 'More actions' }).getByRole('menuitem').allTextContents();
}

test('a restaurant leads with Log a meal here; Delete from the menu still asks first', async ({
  page,
  request,
}) => {
  const { token } = await signUpAndLogIn(page, request);
  const restaurant = await createRestaurant(request, token, { name: 'Harbor Noodle Bar' });
  await page.goto(`/restaurants/${restaurant._id}`);
  const header = actionsRow(page);
  const lead = header.getByRole('link', { name: 'Log a meal here' });
  await expect(lead).toBeVisible();
  // One row: the lead and the menu side by side, nothing else showing.
  await expect(header.getByRole('link', { name: 'Edit' })).toBeHidden();
  await expect(header.getByRole('button', { name: 'Delete' })).toBeHidden();
  await expect(header.getByRole('link', { name: 'Add Restaurant' })).toBeHidden();
  const trigger = header.getByRole('button', { name: 'More actions' });
  expect((await trigger.boundingBox())!.y).toBe((await lead.boundingBox())!.y);

  expect(await menuItems(page)).toEqual(['Add Restaurant', 'Edit', 'Share', 'Delete']);
  await page.getByRole('menuitem', { name: 'Share' }).tap();
  await expect(page.getByRole('dialog', { name: /share/i })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'More actions' }).tap();
  await page.getByRole('menuitem', { name: 'Delete' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Delete Restaurant' });
  await expect(dialog).toContainText('This deletes Harbor Noodle Bar.');
  await dialog.getByRole('button', { name: 'Delete' }).tap();
  await expect(page).toHaveURL(/\/restaurants$/);
});

test("a meal's page keeps Delete in the menu beside Edit, not as a red button", async ({
  page,
  request,
}) => {
  const { token } = await signUpAndLogIn(page, request);
  const meal = await callApi<{ _id: string }>(request, token, 'POST', '/api/meals', {
    name: 'Shoyu ramen',
    date: '2026-11-20',
  });
  await page.goto(`/meals/${meal._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Shoyu ramen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Add Meal' }).first()).toBeVisible();
  expect(await menuItems(page)).toEqual(['Edit', 'Share', 'Delete']);
  await page.getByRole('menuitem', { name: 'Edit' }).tap();
  await expect(page).toHaveURL(new RegExp(`/meals/${meal._id}/edit$`));
});
