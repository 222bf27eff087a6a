import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';

test('an unknown path redirects to the landing page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Start Logging' })).toBeVisible();
});

test('a signed-out visitor opening /meals is sent to /login', async ({ page }) => {
  await page.goto('/meals');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in user reaches a remote route with its heading and breadcrumbs', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/restaurants/64b7f0c2a1b2c3d4e5f60718/edit');
  await expect(page.getByRole('heading', { name: 'Edit Restaurant' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: /breadcrumb/i });
  await expect(crumbs.getByRole('link', { name: 'Restaurants' })).toHaveAttribute(
    'href',
    '/restaurants',
  );
  await expect(crumbs.getByRole('link', { name: 'Restaurant details' })).toHaveAttribute(
    'href',
    '/restaurants/64b7f0c2a1b2c3d4e5f60718',
  );
  await expect(crumbs.getByText('Edit', { exact: true })).toBeVisible();
});

test('discover overrides its breadcrumbs and leaves Restaurants unhighlighted', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/restaurants/nearby');
  await expect(page.getByRole('heading', { name: 'Discover Nearby Restaurants' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: /breadcrumb/i });
  await expect(crumbs.getByText('Discover', { exact: true })).toBeVisible();
  const nav = page.getByRole('navigation', { name: /main/i });
  await expect(nav.getByRole('link', { name: 'Nearby' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Restaurants' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
});
