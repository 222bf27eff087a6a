import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Scrolls to the end of the page until `target` shows, as a reader would:
 * parts below the fold (the footer, the landing page's lower sections) load
 * only as they come near, and the page grows while the rest of it renders.
 */
export async function scrollUntilVisible(page: Page, target: Locator): Promise<void> {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(target).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}
