import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** Launches Chromium for `use` and closes it afterwards, whatever happens. */
export async function withBrowser<T>(use: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await launchBrowser();
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}

export interface LoadedScript {
  /** Path of the script relative to the page's origin. */
  path: string;
  gzipBytes: number;
}

/**
 * Opens `url` in a fresh page and returns every JavaScript response received
 * until the network is idle, with its gzip size (what a compressing server sends).
 * `localStorage` entries are set before any script runs.
 */
export async function loadScripts(
  browser: Browser,
  url: string,
  localStorageEntries: Record<string, string> = {},
  inspect?: (page: Page) => Promise<void>,
): Promise<LoadedScript[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, localStorageEntries);
    const origin = new URL(url).origin;
    const pending: Promise<LoadedScript | undefined>[] = [];
    page.on('response', (response) => {
      const isScript =
        response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(response.url());
      if (!isScript || !response.ok()) return;
      pending.push(
        response
          .body()
          .then((body) => ({
            path: response.url().replace(origin, ''),
            gzipBytes: gzipSync(body).length,
          }))
          .catch(() => undefined),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await inspect?.(page);
    const scripts = await Promise.all(pending);
    return scripts.filter((script): script is LoadedScript => script !== undefined);
  } finally {
    await context.close();
  }
}
