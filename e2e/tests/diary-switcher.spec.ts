import { expect, test, type Page } from '@playwright/test';
import { wcagViolations } from '../support/axe';
import { callApi, createRestaurant, signUpAndLogIn, type Named } from '../support/diary';
import { switchDiary, switcherNamed } from '../support/sharedDiaries';

// Issue 46 §4: the diary switcher, at a phone's width. A user who owns a
// shared diary switches to it from the nav (the menu folded), sees that
// diary's meals and not their own, logs a meal there, and switches back to
// "My diary"; then switches in one tap from each list's own Diary switch.
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

/** The switcher's dialog, opened, has no WCAG 2.2 AA violation in the light or the dark theme. */
async function expectOpenSwitcherAccessible(page: Page, current: string): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await switcherNamed(page, current).tap();
    await expect(page.getByRole('dialog', { name: 'Switch diary' })).toBeVisible();
    expect
      .soft(await wcagViolations(page), `axe violations on the open diary switcher, ${theme} theme`)
      .toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).tap();
  }
}

async function switchTo(page: Page, from: string, choice: string, to: string): Promise<void> {
  await switchDiary(page, from, choice);
  await expect(switcherNamed(page, to)).toBeVisible();
}

test('a shared diary is one tap away on a phone: its meals show, a meal is logged there, and back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await signUpAndLogIn(page, request, 'Dana Diary');
  const own = await createRestaurant(request, token, { name: 'Corner Diner' });
  await callApi(request, token, 'POST', '/api/meals', {
    name: 'Own omelette',
    date: '2026-11-20',
    restaurantId: own._id,
  });
  const home = await callApi<Named>(request, token, 'POST', '/api/diaries', { name: 'Home' });
  const kitchen = await createRestaurant(request, token, {
    name: 'Home Kitchen',
    diaryId: home._id,
  });
  await callApi(request, token, 'POST', '/api/meals', {
    name: 'Shared lasagne',
    date: '2026-11-21',
    restaurantId: kitchen._id,
    diaryId: home._id,
  });

  await page.goto('/meals');
  await expect(page.getByRole('heading', { name: 'Own omelette' })).toBeVisible();
  // Beside the brand with the menu folded: in view, one tap.
  await expect(switcherNamed(page, 'My diary')).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  const box = (await switcherNamed(page, 'My diary').boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  await expectOpenSwitcherAccessible(page, 'My diary');

  await switchTo(page, 'My diary', 'Home · owner', 'Home');
  await expect(page.getByRole('heading', { name: 'Shared lasagne' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Own omelette' })).toHaveCount(0);

  // A new page load is rendered by the server in the same diary (its cookie).
  await page.reload();
  await expect(switcherNamed(page, 'Home')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shared lasagne' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Own omelette' })).toHaveCount(0);

  // Logged from the docked action, it goes into Home, at Home's restaurant.
  await page.getByRole('link', { name: 'Log a meal' }).tap();
  await expect(page).toHaveURL(/\/meals\/new$/);
  const form = page.getByRole('form', { name: 'Meal' });
  await form.getByLabel(/^Meal Name/).fill('Family pizza');
  await form
    .getByRole('group', { name: 'Recent restaurants' })
    .getByRole('button', { name: 'Home Kitchen' })
    .tap();
  await form.getByRole('button', { name: 'Save Meal' }).tap();
  await expect(page).toHaveURL(/\/meals\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Family pizza' })).toBeVisible();

  await page.goto('/meals');
  await expect(page.getByRole('heading', { name: 'Family pizza' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shared lasagne' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Own omelette' })).toHaveCount(0);
  const inHome = await callApi<Named[]>(request, token, 'GET', `/api/meals?diaryId=${home._id}`);
  expect(inHome.map((meal) => meal.name).sort()).toEqual(['Family pizza', 'Shared lasagne']);
  const personal = await callApi<Named[]>(request, token, 'GET', '/api/meals');
  expect(personal.map((meal) => meal.name)).toEqual(['Own omelette']);

  await switchTo(page, 'Home', 'My diary', 'My diary');
  await expect(page.getByRole('heading', { name: 'Own omelette' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Family pizza' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Shared lasagne' })).toHaveCount(0);

  // From a list itself, another diary is one tap away.
  for (const list of ['/restaurants', '/meals']) {
    await page.goto(list);
    const diaries = page.getByRole('group', { name: 'Diary' });
    await expect(diaries.getByRole('button', { name: 'My diary' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await diaries.getByRole('button', { name: 'Home' }).tap();
    await expect(diaries.getByRole('button', { name: 'Home' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(switcherNamed(page, 'Home')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: list === '/meals' ? 'Shared lasagne' : 'Home Kitchen' }),
    ).toBeVisible();
    await diaries.getByRole('button', { name: 'My diary' }).tap();
    await expect(switcherNamed(page, 'My diary')).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Own omelette' })).toBeVisible();
});
