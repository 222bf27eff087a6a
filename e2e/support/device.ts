import { expect, type Page } from '@playwright/test';

/** Resolves once the page is controlled by an activated worker, whose first caching is then done. */
export async function controlledByActivatedWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), {
      timeout: 20_000,
    })
    .toBe('activated');
}

/** Whether the device's copy of the signed-in user's query cache holds `text` somewhere. */
export function storedAnswersMention(page: Page, text: string): Promise<boolean> {
  return page.evaluate(
    (wanted) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve(false);
          const all = db.transaction('keyval').objectStore('keyval').getAll();
          all.onsuccess = () => resolve(JSON.stringify(all.result).includes(wanted));
          all.onerror = () => resolve(false);
        };
      }),
    text,
  );
}
