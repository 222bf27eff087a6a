import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { signIn } from '../support/session';
import {
  buildSkewedMealsRemote,
  RELEASE_NOTE_TEXT,
  SKEWED_BUTTON_LETTER_SPACING,
  SKEWED_UI_KIT_VERSION,
  type SkewedRemote,
} from '../support/skewedRemote';

// Independent deployment (the architecture's §2, docs/decisions.md): mfe-meals is
// rebuilt alone against a newer ui-kit and published, the shell is not rebuilt.
test.describe('a remote built against a newer ui-kit inside the unchanged shell', () => {
  let skewed: SkewedRemote;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    skewed = await buildSkewedMealsRemote();
    expect(skewed.shellUiKitVersion).not.toBe(SKEWED_UI_KIT_VERSION);
  });

  test.afterAll(() => skewed?.remove());

  test('its manifest shares only singletons with real version ranges, never the presentational packages', () => {
    const manifest = JSON.parse(
      readFileSync(path.join(skewed.distDir, 'mf-manifest.json'), 'utf8'),
    ) as { shared: { name: string; singleton: boolean; requiredVersion: unknown }[] };
    const names = manifest.shared.map((shared) => shared.name);
    expect(names).toContain('react');
    expect(names.filter((name) => /^@dd\/(ui-kit|diary-ui)(\/|$)/.test(name))).toEqual([]);
    for (const shared of manifest.shared) {
      expect(shared.singleton, shared.name).toBe(true);
      expect(shared.requiredVersion, shared.name).toMatch(/^\^\d+\.\d+\.\d+/);
    }
  });

  test('renders with its own ui-kit, and its styles leave the shell’s copy alone', async ({
    page,
  }) => {
    await signIn(page);
    await page.route('**/mfe/meals/**', skewed.serve);
    await page.goto('/meals');

    await expect(page.getByRole('heading', { name: 'Meals', exact: true })).toBeVisible({
      timeout: 15_000,
    });
    const releaseNote = page.getByRole('button', { name: RELEASE_NOTE_TEXT });
    await expect(releaseNote).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    // The remote's Button is the new version's, restyle included.
    expect(await letterSpacingInEm(releaseNote)).toBeCloseTo(
      parseFloat(SKEWED_BUTTON_LETTER_SPACING),
    );

    // A client-side navigation keeps the remote's stylesheets in the page; the
    // shell's own Buttons (same source file, same class names in the source)
    // must not pick up the remote's restyle.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/posts/new');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const addPost = page.getByRole('button', { name: /add post/i });
    await expect(addPost).toBeVisible();
    const remoteStylesheets = await page.evaluate(
      () =>
        Array.from(document.styleSheets).filter((sheet) => sheet.href?.includes('/mfe/meals/'))
          .length,
    );
    expect(remoteStylesheets).toBeGreaterThan(0);
    expect(await letterSpacingInEm(addPost)).toBe(0);
    expect(await letterSpacingInEm(page.getByRole('link', { name: 'Cancel', exact: true }))).toBe(
      0,
    );
  });
});

// Issue 28: the same deployment reaches a page the service worker controls on
// its next online navigation (its manifest is network first), with no reload
// of an old copy from the worker's caches.
test.describe('a remote deployed alone, under the service worker', () => {
  let skewed: SkewedRemote;

  test.use({ serviceWorkers: 'allow' });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    skewed = await buildSkewedMealsRemote();
  });

  test.afterAll(() => skewed?.remove());

  test('is picked up on the next online navigation of a page the worker controls', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/meals');
    await expect(page.getByRole('heading', { name: 'Meals', exact: true })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), {
        timeout: 20_000,
      })
      .toBe('activated');
    await expect(page.getByRole('button', { name: RELEASE_NOTE_TEXT })).toHaveCount(0);

    const undeploy = await skewed.deploy();
    try {
      // The web tier renders with the remote's new server code too (its Node
      // container, re-read within a second), with no restart of anything.
      await expect
        .poll(
          async () =>
            (await (await page.request.get('/meals', { headers: { accept: 'text/html' } })).text())
              .split('id="dd-page-state"')[0]!
              .includes(RELEASE_NOTE_TEXT),
          { timeout: 10_000 },
        )
        .toBe(true);
      await page.goto('/meals');
      await expect(page.getByRole('button', { name: RELEASE_NOTE_TEXT })).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByRole('heading', { name: 'Meals', exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    } finally {
      await undeploy();
    }
  });
});

/** The element's computed letter-spacing relative to its font size (`normal` is 0). */
function letterSpacingInEm(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    const spacing = style.letterSpacing === 'normal' ? 0 : parseFloat(style.letterSpacing);
    return spacing / parseFloat(style.fontSize);
  });
}
