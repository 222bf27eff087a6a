import { expect, type Page } from '@playwright/test';

/** Resolves once the page is controlled by an activated worker, whose first caching is then done. */
export async function controlledByActivatedWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), {
      timeout: 20_000,
    })
    .toBe('activated');
}
