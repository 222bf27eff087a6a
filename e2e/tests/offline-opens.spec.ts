import { expect, test, type Page } from '@playwright/test';
import { logInThroughUi, newAccount, signUpViaApi } from '../support/accounts';
import { callApi, createRestaurant, signUpAndLogIn } from '../support/diary';
import { controlledByActivatedWorker, storedAnswersMention } from '../support/device';

// Issue 43: an offline open never shows a load error for data the device
// has: the last-seen list or record, with when it was updated, open after open.
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, hasTouch: true });

const offlineNote = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Offline · updated / });

test('a session for this tab only opens /meals offline again and again: the last-seen list, and when it was updated', async ({
  page,
  request,
  context,
}) => {
  const account = newAccount('Tab Only Ida');
  const token = await signUpViaApi(request, account);
  await callApi(request, token, 'POST', '/api/meals', { name: 'Gyoza', date: '2026-11-21' });
  // Not remembered: the kept page has no render, the device's query cache alone holds the list.
  await logInThroughUi(page, account.email, account.password, { rememberMe: false });
  await expect(page.getByRole('link', { name: 'Gyoza' }).first()).toBeVisible();
  await controlledByActivatedWorker(page);
  // The device's copy of the answers (idb-keyval's store) is written at most once a second.
  await expect.poll(() => storedAnswersMention(page, 'Gyoza')).toBe(true);
  await expect(offlineNote(page)).toHaveCount(0);

  await context.setOffline(true);
  for (const open of ['first', 'second', 'third']) {
    await page.reload();
    await expect(page.getByRole('link', { name: 'Gyoza' }).first(), open).toBeVisible();
    await expect(offlineNote(page), open).toBeVisible();
    await expect(page.getByText('Failed to load meals'), open).toHaveCount(0);
    // The failed refetch is stored (writes wait up to a second): the next open reads it.
    await page.waitForTimeout(1500);
  }

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Gyoza' }).first()).toBeVisible();
  await expect(offlineNote(page)).toHaveCount(0);
});

test('a meal seen online opens offline twice in a row, with when it was updated', async ({
  page,
  request,
  context,
}) => {
  const { token } = await signUpAndLogIn(page, request, 'Offline Record Hale');
  const restaurant = await createRestaurant(request, token, { name: 'Cellar Dumpling House' });
  const meal = await callApi<{ _id: string }>(request, token, 'POST', '/api/meals', {
    name: 'Pork and chive dumplings',
    date: '2026-11-20',
    restaurantId: restaurant._id,
    notes: 'Ask for the **black vinegar**.',
  });
  await page.goto(`/meals/${meal._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pork and chive dumplings');
  await controlledByActivatedWorker(page);

  await context.setOffline(true);
  for (const open of ['first', 'second']) {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }), open).toHaveText(
      'Pork and chive dumplings',
    );
    await expect(page.getByText('black vinegar'), open).toBeVisible();
    await expect(page.getByText('Failed to load meal details'), open).toHaveCount(0);
    await page.waitForTimeout(1500);
  }
  await expect(offlineNote(page)).toBeVisible();
});

test("offline, the meal form's picker offers the restaurants the device has, and the meal syncs with the one picked", async ({
  page,
  request,
  context,
}) => {
  const { token } = await signUpAndLogIn(page, request, 'Picker Offline Moss');
  const cellar = await createRestaurant(request, token, { name: 'Cellar Dumpling House' });
  await createRestaurant(request, token, { name: 'Noodle Bar' });
  await callApi(request, token, 'POST', '/api/meals', {
    name: 'Gyoza',
    date: '2026-11-20',
    restaurantId: cellar._id,
  });
  await page.goto('/restaurants');
  await expect(page.getByRole('link', { name: 'Noodle Bar' }).first()).toBeVisible();
  await page.goto('/meals');
  await expect(page.getByRole('link', { name: 'Gyoza' }).first()).toBeVisible();
  await controlledByActivatedWorker(page);
  await expect.poll(() => storedAnswersMention(page, 'Noodle Bar')).toBe(true);

  await context.setOffline(true);
  await page.goto('/meals/new');
  const form = page.getByRole('form', { name: 'Meal' });
  await expect(form.getByRole('group', { name: 'Recent restaurants' })).toContainText(
    'Cellar Dumpling House',
  );
  const picker = form.getByRole('combobox', { name: 'Restaurant' });
  await picker.tap();
  await expect(form.getByRole('option', { name: /^Noodle Bar/ })).toBeVisible();
  await expect(form.getByText('Failed to load restaurants')).toHaveCount(0);
  await form.getByRole('option', { name: /^Cellar Dumpling House/ }).tap();
  await expect(picker).toHaveValue('Cellar Dumpling House');
  await form.getByLabel(/^Meal Name/).fill('Pork buns');
  await form.getByRole('button', { name: 'Save Meal' }).tap();
  await expect(page).toHaveURL(/\/meals$/);

  await context.setOffline(false);
  await expect(page.getByRole('list', { name: 'Waiting to sync' })).toHaveCount(0, {
    timeout: 20_000,
  });
  const meals = await callApi<Array<{ name: string; restaurantId: { _id: string } | null }>>(
    request,
    token,
    'GET',
    '/api/meals',
  );
  expect(meals.find((meal) => meal.name === 'Pork buns')?.restaurantId?._id).toBe(cellar._id);
  const restaurants = await callApi<unknown[]>(request, token, 'GET', '/api/restaurants');
  expect(restaurants).toHaveLength(2);
});
