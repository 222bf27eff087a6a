import { expect, test } from '@playwright/test';
import { callApi } from '../support/diary';
import { newTestUser, signIn, signToken } from '../support/session';

test('the shell learns remote locations at runtime, from its page without asking /config.json', async ({
  page,
  request,
}) => {
  const config = await (await request.get('/config.json')).json();
  expect(Object.keys(config.remotes).sort()).toEqual([
    'mfe_account',
    'mfe_discover',
    'mfe_meals',
    'mfe_restaurants',
  ]);
  await signIn(page);
  const manifests: string[] = [];
  const configRequests: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.endsWith('/mf-manifest.json')) manifests.push(pathname);
    if (pathname === '/config.json') configRequests.push(pathname);
  });
  await page.goto('/meals');
  await expect(page.getByRole('heading', { name: 'Meals', exact: true })).toBeVisible();
  expect(manifests).toContain('/mfe/meals/mf-manifest.json');
  // The web tier wrote the same configuration into the page: no round trip waits for it.
  const inline = await page.locator('#dd-runtime-config').textContent();
  expect(JSON.parse(inline!)).toEqual(config);
  expect(configRequests).toEqual([]);
});

test('an unreachable remote shows the page fallback only on its own routes', async ({ page }) => {
  await signIn(page);
  await page.route('**/mfe/meals/**', (route) => route.abort('connectionrefused'));
  await page.goto('/meals');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(
    page.getByText('We encountered an error while loading this page. Please try refreshing.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: /main/i });
  await nav.getByRole('link', { name: 'Restaurants', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Restaurants', exact: true })).toBeVisible();
});

test('React is loaded once across the shell and a remote', async ({ page }) => {
  await signIn(page);
  const reactChunks: string[] = [];
  page.on('response', async (res) => {
    if (!res.url().endsWith('.js')) return;
    const body = await res.text().catch(() => '');
    if (
      body.includes('react.production') ||
      body.includes('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE')
    ) {
      reactChunks.push(res.url());
    }
  });
  await page.goto('/tags');
  await expect(page.getByRole('heading', { name: 'Tags' })).toBeVisible();
  expect(reactChunks.filter((url) => url.includes('/mfe/'))).toEqual([]);
});

test('a remote page hints its code in its HTML and is rendered with its first request, asked once', async ({
  page,
}) => {
  await signIn(page);
  // The app's first start gives the web tier the session cookie; the next page is rendered for the user.
  await page.goto('/meals');
  await expect(page.getByRole('heading', { name: 'Meals', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const mealLists: string[] = [];
  const unusedPreloads: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/meals') mealLists.push(req.url());
  });
  page.on('console', (message) => {
    if (message.text().includes('preloaded using link preload but not used'))
      unusedPreloads.push(message.text());
  });
  await page.goto('/meals');
  await expect(page.getByRole('heading', { name: 'Meals', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const hinted = await page
    .locator('link[rel="preload"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  // The remote's entry points come from its current manifest, beside the shell's own code.
  expect(hinted).toEqual(
    expect.arrayContaining(['/mfe/meals/mf-manifest.json', '/mfe/meals/remoteEntry.js']),
  );
  expect(
    hinted.some((path) => /^\/mfe\/meals\/__federation_expose_routes\.[0-9a-f]+\.js$/.test(path)),
  ).toBe(true);
  expect(hinted.some((path) => /^\/signed-in-page\.[0-9a-f]+\.js$/.test(path))).toBe(true);
  // Every hint is used (Chromium warns a few seconds after load about one that is not):
  // none of them costs a phone bytes the page never needs.
  await page.waitForTimeout(4_000);
  expect(unusedPreloads).toEqual([]);
  // The web tier read the list's first page to render the page; the app took
  // that answer from the page instead of asking again.
  const rendered = await page
    .locator('#dd-page-state')
    .evaluate((block) => JSON.stringify(JSON.parse(block.textContent!).queries));
  expect(rendered).toContain('"meals"');
  expect(mealLists).toHaveLength(0);
});

test('a meal’s page hints its own lazily loaded code too, and uses every hint', async ({
  page,
  request,
}) => {
  const user = newTestUser();
  const meal = await callApi<{ _id: string }>(request, signToken(user), 'POST', '/api/meals', {
    name: 'Shoyu ramen',
    date: '2024-06-01',
    notes: 'Broth **clear** and deep.',
  });
  await signIn(page, user);
  const unusedPreloads: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('preloaded using link preload but not used'))
      unusedPreloads.push(message.text());
  });
  await page.goto(`/meals/${meal._id}`);
  await expect(page.getByText('and deep.')).toBeVisible();

  const hinted = await page
    .locator('link[rel="preload"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  // The page's chunk (build-config's page-chunks.json), beside the remote's routes.
  expect(hinted.some((path) => /^\/mfe\/meals\/meal-page\.[0-9a-f]+\.js$/.test(path))).toBe(true);
  await page.waitForTimeout(4_000);
  expect(unusedPreloads).toEqual([]);
});

test('the landing page hints only the shell code it runs', async ({ page }) => {
  const unusedPreloads: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('preloaded using link preload but not used'))
      unusedPreloads.push(message.text());
  });
  await page.goto('/');
  await expect(page.locator('link[rel="preload"]').first()).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(4_000);
  expect(unusedPreloads).toEqual([]);
});
