import { expect, test } from '@playwright/test';
import { scrollUntilVisible } from '../support/scrolling';

test.describe('landing page', () => {
  test('Start Logging goes to sign up', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Logging' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  });

  test('Learn More goes to log in', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  });

  test('Sign Up for Free goes to sign up', async ({ page }) => {
    await page.goto('/');
    // The call to action is below the fold: its section loads as the reader scrolls to it.
    const signUp = page.getByRole('link', { name: 'Sign Up for Free' });
    await scrollUntilVisible(page, signUp);
    await signUp.click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('the carousel has sixteen slides and wraps around', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: /screenshots/i });
    const dots = carousel.getByRole('button', { name: /go to slide/i });
    await expect(dots).toHaveCount(16);
    await carousel.hover();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(dots.nth(15)).toHaveAttribute('aria-current', 'true');
  });
});
