import { expect, test, type Page } from '@playwright/test';
import { callApi, signUpAndLogIn } from '../support/diary';

// Issues 25 and 28: a page paints a copy of itself at once (the user's page
// the web tier rendered with their data, or this device's last copy of it),
// and the app takes over when it has painted the page itself.
test.use({ viewport: { width: 390, height: 844 } });

const COPIES_KEY = 'dd:first-screens';
// FIRST_SCREEN_MARK_PREFIX and PAINT_MARKS.firstMealCard of @dd/contracts.
const copyMark = 'first-screen:first-meal-card';
// SESSION_COOKIE of @dd/contracts.
const SESSION_COOKIE = 'dd_session';

/** The addresses this device keeps a copy of, for the signed-in user. */
function savedCopies(page: Page): Promise<string[]> {
  return page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as {
      pages: { address: string }[];
    } | null;
    return stored?.pages.map((saved) => saved.address) ?? [];
  }, COPIES_KEY);
}

/** The first screen the web tier put in a page's HTML (SERVER_FIRST_SCREEN_ELEMENT_ID), if any. */
function serverFirstScreenOf(html: string): { address: string; html: string } | undefined {
  const element = /<script type="application\/json" id="dd-first-screen">(.*?)<\/script>/.exec(
    html,
  );
  return element ? JSON.parse(element[1]!) : undefined;
}

/** The paths of the API answers the gateway handed the app after its first screen (SERVER_FIRST_ANSWERS_ELEMENT_ID). */
function handedAnswerPaths(html: string): string[] {
  const element = /<script type="application\/json" id="dd-first-answers">(.*?)<\/script>/.exec(
    html,
  );
  return element
    ? (JSON.parse(element[1]!) as { answers: { path: string }[] }).answers.map(({ path }) => path)
    : [];
}

/** Holds the requests matching `url` until the answered function is called. */
async function holdBack(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a repeat visit to /meals shows its last copy at once, then the live list; logging out forgets it', async ({
  page,
  request,
}) => {
  const { token } = await signUpAndLogIn(page, request, 'Casey Copy Lee');
  await callApi(request, token, 'POST', '/api/meals', {
    name: 'Dan dan noodles',
    date: '2024-06-02',
  });
  const deleted = await callApi<{ _id: string }>(request, token, 'POST', '/api/meals', {
    name: 'Mapo tofu',
    date: '2024-06-03',
  });
  await page.goto('/meals');
  await expect(page.getByRole('heading', { name: 'Mapo tofu' })).toBeVisible();
  await expect.poll(() => savedCopies(page)).toEqual(['/meals']);

  // Deleted on another device; the app's code is slow to come this time. The
  // device's copy is painted as the page starts, before the web tier's arrives.
  await callApi(request, token, 'DELETE', `/api/meals/${deleted._id}`);
  const releaseCode = await holdBack(page, '**/mfe/meals/**');
  await page.goto('/meals', { waitUntil: 'commit' });

  // The copy is painted while the app waits for its code: hidden from
  // assistive technology and from the page's own queries (a closed shadow tree).
  await expect(page.locator('#first-screen')).toBeVisible();
  await expect(page.locator('#first-screen')).toHaveAttribute('inert', '');
  await expect(page.locator('#root')).toHaveCSS('visibility', 'hidden');
  await expect
    .poll(() => page.evaluate((name) => performance.getEntriesByName(name).length, copyMark))
    .toBe(1);
  await expect(page.getByText('Mapo tofu')).toHaveCount(0);

  releaseCode();
  await expect(page.getByRole('heading', { name: 'Dan dan noodles' })).toBeVisible();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.locator('#root')).toHaveCSS('visibility', 'visible');
  await expect(page.getByText('Mapo tofu')).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 800 }); // the user menu, not the phone's nav drawer
  await page.getByRole('button', { name: /Hi, Casey/ }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), COPIES_KEY)).toBeNull();
});

test("a first visit to /meals on a device paints the page the web tier rendered with the user's meals", async ({
  page,
  request,
}) => {
  const { token } = await signUpAndLogIn(page, request, 'Sam Server Lee');
  await callApi(request, token, 'POST', '/api/meals', { name: 'Khao soi', date: '2024-06-02' });
  await page.evaluate((key) => localStorage.removeItem(key), COPIES_KEY); // no copy of its own
  const sessionCookie = (await page.context().cookies()).find(
    ({ name }) => name === SESSION_COOKIE,
  );
  expect(sessionCookie?.sameSite).toBe('Strict');

  const releaseCode = await holdBack(page, '**/mfe/meals/**');
  const response = await page.goto('/meals', { waitUntil: 'commit' });
  // Counted from the commit on: until then the page the log-in landed on may
  // still ask for its list. This page's app cannot ask before its code arrives.
  const askedByBrowser: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.startsWith('/api/')) askedByBrowser.push(url.pathname + url.search);
  });

  // The user's data is in the page, for this user, and kept nowhere on the way.
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  const served = serverFirstScreenOf(await response!.text());
  expect(served?.html).toContain('Khao soi');
  expect(served?.address).toBe('/meals');
  await expect(page.locator('#first-screen')).toBeVisible();
  await expect(page.locator('#root')).toHaveCSS('visibility', 'hidden');
  await expect
    .poll(() => page.evaluate((name) => performance.getEntriesByName(name).length, copyMark))
    .toBe(1);

  releaseCode();
  await expect(page.getByRole('heading', { name: 'Khao soi' })).toBeVisible();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.locator('#root')).toHaveCSS('visibility', 'visible');
  // The list's first page, which the web tier read to render the page, is not asked again.
  const handed = handedAnswerPaths(await response!.text());
  expect(handed).toEqual([expect.stringMatching(/^\/api\/meals\?limit=24/)]);
  expect(askedByBrowser.filter((path) => handed.includes(path))).toEqual([]);

  // Logging out ends the cookie: the next page is served without the user's data.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: /Hi, Sam/ }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.context().cookies()).map(({ name }) => name)).not.toContain(SESSION_COOKIE);
  const afterLogOut = await page.goto('/meals');
  expect(serverFirstScreenOf(await afterLogOut!.text())).toBeUndefined();
});

test('a first visit to the landing page paints the copy the build rendered before the app’s code arrives', async ({
  page,
}) => {
  const releaseCode = await holdBack(page, /\/main\.[0-9a-f]+\.js$/);
  await page.goto('/', { waitUntil: 'commit' });

  await expect(page.locator('#first-screen')).toBeVisible();
  await expect(page.locator('#first-screen')).toHaveAttribute('aria-hidden', 'true');
  await expect(page.locator('#root')).toHaveCSS('visibility', 'hidden');
  await expect
    .poll(() =>
      page.evaluate(() => performance.getEntriesByName('first-screen:landing-hero').length),
    )
    .toBe(1);
  // The page's own parser-blocking scripts came inline, allowed by the CSP.
  expect(await page.evaluate(() => document.documentElement.dataset.pageBuild)).toBeTruthy();

  releaseCode();
  await expect(page.getByRole('heading', { level: 1, name: /Remember every meal/ })).toBeVisible();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.locator('#root')).toHaveCSS('visibility', 'visible');
});
