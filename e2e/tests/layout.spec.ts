import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';
import { callApi, signUpAndLogIn } from '../support/diary';
import { scrollUntilVisible } from '../support/scrolling';

test('signed-out navigation offers Home, Log In and Sign Up', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: /main/i });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await nav.getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await nav.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('signed-in navigation offers the diary sections and a user menu', async ({ page }) => {
  await signIn(page, {
    id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
    email: 'mo@example.test',
    fullName: 'Morgan Lee Park',
  });
  await page.goto('/meals');
  const nav = page.getByRole('navigation', { name: /main/i });
  for (const [name, href] of [
    ['Home', '/'],
    ['Restaurants', '/restaurants'],
    ['Meals', '/meals'],
    ['Tags', '/tags'],
    ['Nearby', '/restaurants/nearby'],
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await nav.getByRole('link', { name: 'Tags', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Tags' })).toBeVisible();
  await page.getByRole('button', { name: /Hi, Morgan/ }).click();
  await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
});

test('the footer links to privacy, terms and seven social networks', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await scrollUntilVisible(page, footer);
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  for (const network of ['Facebook', 'Instagram', 'X', 'LinkedIn', 'TikTok', 'GitHub', 'YouTube']) {
    await expect(
      footer.getByRole('link', { name: `Dining Diary on ${network}`, exact: true }),
    ).toHaveAttribute('href', /^https:\/\//);
  }
  await footer.getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await scrollUntilVisible(page, footer);
  await footer.getByRole('link', { name: 'Terms' }).click();
  await expect(page).toHaveURL(/\/terms$/);
});

test('the chosen theme survives a reload, and the browser’s bar takes its page colour', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  const bar = page.locator('meta[name="theme-color"]');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(bar).toHaveAttribute('content', '#faf7f2');
  await page.getByRole('button', { name: /dark/i }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(bar).toHaveAttribute('content', '#141110');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  // Set before the first paint by theme-init.js, not only once the app runs.
  await expect(bar).toHaveAttribute('content', '#141110');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});

test('under an endless list the footer waits until the last page is in', async ({
  page,
  request,
}) => {
  const { token } = await signUpAndLogIn(page, request, 'Emery Scroll Lane');
  for (let day = 1; day <= 30; day++)
    await callApi(request, token, 'POST', '/api/meals', {
      name: `Scroll meal ${day}`,
      date: `2026-01-${String(day).padStart(2, '0')}`,
    });

  await page.goto('/meals');
  await expect(page.getByRole('link', { name: /Scroll meal 30/ })).toBeVisible();
  // The meals remote tells the shell there is more below; the shell leaves its footer out.
  await expect(page.locator('html')).toHaveAttribute('data-more-below', '');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeHidden();
  await scrollUntilVisible(page, page.getByRole('link', { name: /Scroll meal 1\b/ }));
  await expect(page.locator('html')).not.toHaveAttribute('data-more-below');
  await scrollUntilVisible(page, footer);
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

test("on a desktop, an add or edit page's heading and its form sections share one left edge", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpAndLogIn(page, request);
  for (const path of ['/meals/new', '/restaurants/new']) {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1, name: /^Add New/ });
    const firstSection = page.getByRole('form').locator('fieldset, section').first();
    await expect(heading, path).toBeVisible();
    await expect(firstSection, path).toBeVisible();
    const [headingBox, sectionBox] = [
      await heading.boundingBox(),
      await firstSection.boundingBox(),
    ];
    expect(Math.abs(headingBox!.x - sectionBox!.x), path).toBeLessThanOrEqual(1);
  }
});
