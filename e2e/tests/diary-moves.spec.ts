import { expect, test } from '@playwright/test';
import { expectAccessibleInBothThemes } from '../support/axe';
import { callApi, createRestaurant, signUpAndLogIn, type Named } from '../support/diary';

// Issue 46: a record moves to another diary from its edit form, on a phone.
// The owner of "Home" opens a meal of their own diary, chooses Home, picks
// none of Home's restaurants, and saves: the meal is Home's from then on.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a meal moves to a shared diary from its edit form, and leaves the personal list', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await signUpAndLogIn(page, request, 'Mo Mover');
  const diner = await createRestaurant(request, token, { name: 'Corner Diner' });
  const meal = await callApi<Named>(request, token, 'POST', '/api/meals', {
    name: 'Sunday pancakes',
    date: '2026-11-29',
    restaurantId: diner._id,
  });
  const home = await callApi<Named>(request, token, 'POST', '/api/diaries', { name: 'Home' });

  await page.goto(`/meals/${meal._id}/edit`);
  const form = page.getByRole('form', { name: 'Meal' });
  const diary = form.getByRole('combobox', { name: 'Diary' });
  await expect(diary).toHaveAccessibleDescription('Move this meal to another diary.');
  await expectAccessibleInBothThemes(page, 'the meal edit form with its Diary', (reloaded) =>
    expect(reloaded.getByRole('combobox', { name: 'Diary' })).toBeVisible(),
  );
  await diary.selectOption({ label: 'Home' });
  await expect(diary).toHaveAccessibleDescription(/^Saving moves this meal to Home/);
  // The personal diary's restaurant cannot go along: the picker now offers Home's.
  await expect(form.getByRole('combobox', { name: 'Restaurant' })).toHaveValue('');
  await form.getByRole('button', { name: 'Save Changes' }).tap();

  await expect(page).toHaveURL(new RegExp(`/meals/${meal._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Sunday pancakes' })).toBeVisible();
  const moved = await callApi<{ diaryId: string; restaurantId: unknown }>(
    request,
    token,
    'GET',
    `/api/meals/${meal._id}`,
  );
  expect(moved).toMatchObject({ diaryId: home._id, restaurantId: null });
  const personal = await callApi<Named[]>(request, token, 'GET', '/api/meals');
  expect(personal.map((each) => each.name)).toEqual([]);

  // The personal list, read again, has it no more.
  await page.goto('/meals');
  await expect(page.getByText('Sunday pancakes')).toHaveCount(0);
});
