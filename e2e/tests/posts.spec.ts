import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';

test('a signed-in user adds a post and sees it in the list', async ({ page }) => {
  await signIn(page);
  await page.goto('/posts');
  await expect(page.getByRole('heading', { name: 'Post List' })).toBeVisible();
  await expect(page.getByText('No Posts Yet!')).toBeVisible();

  await page.goto('/posts/new');
  const content = `Dinner at the noodle bar ${Date.now()}`;
  await page.getByLabel(/content/i).fill(content);
  await page.getByRole('button', { name: /add post/i }).click();
  await expect(page).toHaveURL(/\/posts$/);
  await expect(page.getByText(content)).toBeVisible();
});

test("one user's posts are invisible to another", async ({ browser }) => {
  const first = await browser.newPage();
  await signIn(first);
  await first.goto('/posts/new');
  const content = `Private tasting notes ${Date.now()}`;
  await first.getByLabel(/content/i).fill(content);
  await first.getByRole('button', { name: /add post/i }).click();
  await expect(first.getByText(content)).toBeVisible();

  const second = await browser.newPage();
  await signIn(second);
  await second.goto('/posts');
  await expect(second.getByText('No Posts Yet!')).toBeVisible();
  await expect(second.getByText(content)).toHaveCount(0);
});
