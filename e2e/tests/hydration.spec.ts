import { expect, test, type Page } from '@playwright/test';
import { callApi, signUpAndLogIn } from '../support/diary';

// Issue 42: a page's HTML carries the app rendered by the web tier, which
// the browser hydrates: the page works from its first paint.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

// SESSION_COOKIE and PAGE_STATE_ELEMENT_ID of @dd/contracts.
const SESSION_COOKIE = 'dd_session';
const PAGE_STATE = /<script type="application\/json" id="dd-page-state">(.*?)<\/script>/;

/** Holds the requests matching `url` until the returned function is called. */
async function holdBack(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** What React reported as not matching the server's HTML ('[hydration]' errors of the shell's bootstrap), from now on. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('[hydration]'))
      errors.push(message.text());
  });
  return errors;
}

/** Whether the app's style sheets apply (its global reset: no margin on the body). */
function isStyled(page: Page): Promise<boolean> {
  return page.evaluate(() => getComputedStyle(document.body).marginTop === '0px');
}

/** Whether React has hydrated `#root` (it marks the container it renders into). */
function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__react')),
  );
}

/** The text of `#root` as the page's HTML carried it. */
function renderedRoot(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.search(PAGE_STATE);
  return start < 0 || end < 0 ? '' : html.slice(start, end);
}

test("a first visit to /meals carries the user's meals in the page, whose links work before any script", async ({
  page,
  request,
}) => {
  const { token } = await signUpAndLogIn(page, request, 'Sam Server Lee');
  const meal = await callApi<{ _id: string }>(request, token, 'POST', '/api/meals', {
    name: 'Khao soi',
    date: '2024-06-02',
  });
  const sessionCookie = (await page.context().cookies()).find(
    ({ name }) => name === SESSION_COOKIE,
  );
  expect(sessionCookie?.sameSite).toBe('Strict');

  // No script of the app's runs: the HTML alone.
  const releaseCode = await holdBack(page, /\.js(\?|$)/);
  const response = await page.goto('/meals', { waitUntil: 'commit' });
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  const html = await response!.text();
  expect(renderedRoot(html)).toContain('Khao soi');
  expect(JSON.parse(PAGE_STATE.exec(html)![1]!).user.fullName).toBe('Sam Server Lee');
  await expect(page.getByRole('heading', { name: 'Khao soi' })).toBeVisible();
  // Painted styled: the page's style sheets are in its head, not left to its code.
  await expect.poll(() => isStyled(page)).toBe(true);

  // A tap on the card's link is a real navigation, to the meal's page, rendered too.
  await page.getByRole('link', { name: 'Khao soi' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/meals/${meal._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Khao soi' })).toBeVisible();
  releaseCode();
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // Logging out ends the cookie: the next page is served without the user's data.
  await page.goto('/meals');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: /Hi, Sam/ }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.context().cookies()).map(({ name }) => name)).not.toContain(SESSION_COOKIE);
  const afterLogOut = await page.goto('/meals');
  const after = await afterLogOut!.text();
  expect(after).not.toContain('Khao soi');
  expect(after).not.toMatch(PAGE_STATE);
});

test('the app hydrates what the page carried: no mismatch, and the list is not asked for again', async ({
  page,
  request,
}) => {
  const { token } = await signUpAndLogIn(page, request, 'Hana Hydrate Park');
  // More than the list's first page (24): its markup is past the size at
  // which React would move it out of line, and there is more to load.
  for (let day = 1; day <= 30; day++)
    await callApi(request, token, 'POST', '/api/meals', {
      name: `Congee ${day}`,
      date: `2024-05-${String(day).padStart(2, '0')}`,
    });
  const meal = await callApi<{ _id: string }>(request, token, 'POST', '/api/meals', {
    name: 'Bibimbap',
    date: '2024-06-02',
  });
  const restaurant = await callApi<{ _id: string }>(request, token, 'POST', '/api/restaurants', {
    name: 'Seoul Kitchen',
  });
  // The log-in's own visit to /meals asked for the list: counted from after it.
  await page.waitForLoadState('networkidle');
  const errors = hydrationErrors(page);
  const askedForList: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    // The list's pages (a restaurant's page asks for its own meals).
    if (url.pathname === '/api/meals' && !url.searchParams.has('restaurantId'))
      askedForList.push(url.search);
  });

  for (const path of [
    '/',
    '/meals',
    `/meals/${meal._id}`,
    '/restaurants',
    `/restaurants/${restaurant._id}`,
    '/tags',
  ]) {
    const response = await page.goto(path);
    const html = await response!.text();
    expect(html, path).toMatch(PAGE_STATE);
    // Every part in place: none waits for an inline script (the CSP forbids them).
    expect(renderedRoot(html), path).not.toContain('<template');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Hydrated: React's handlers are on the page's root.
    await expect.poll(() => isHydrated(page)).toBe(true);
    await page.waitForLoadState('networkidle');
  }

  expect(errors).toEqual([]);
  // The list's first page came with the page: the app read it from there.
  expect(askedForList).toEqual([]);
});

test('the landing page is in its HTML and its links work before the app’s code arrives', async ({
  page,
}) => {
  const releaseCode = await holdBack(page, /\.js(\?|$)/);
  const response = await page.goto('/', { waitUntil: 'commit' });
  expect(renderedRoot(await response!.text())).toContain('Remember every meal');
  await expect(page.getByRole('heading', { level: 1, name: /Remember every meal/ })).toBeVisible();
  await expect.poll(() => isStyled(page)).toBe(true);

  // On a phone the header's links sit behind its menu button, a control of
  // the app's code: the hero's link is the one a person taps.
  await page.getByRole('link', { name: 'Start Logging' }).tap();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
  await expect.poll(() => isStyled(page)).toBe(true);
  releaseCode();
});

test('the landing page signed out hydrates its own build: no federation runtime, no remote, no mismatch', async ({
  page,
}) => {
  const errors = hydrationErrors(page);
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  await page.goto('/');
  await expect.poll(() => isHydrated(page)).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => !path.startsWith('/landing/'))).toEqual([]);

  // Its ways out are page loads into the shell's build, which works as ever.
  await page.getByRole('link', { name: 'Start Logging' }).tap();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
  await page.getByLabel('Full name').fill('Lan Ding');
  expect(scripts.some((path) => !path.startsWith('/landing/'))).toBe(true);
  expect(errors).toEqual([]);
});

test('the sign-in pages are in their HTML as the build rendered them, and hydrate with no mismatch', async ({
  page,
}) => {
  const errors = hydrationErrors(page);
  for (const [path, heading] of [
    ['/login', 'Sign in to your account'],
    ['/signup', 'Create your account'],
    ['/privacy-policy', 'Privacy Policy'],
  ] as const) {
    const releaseCode = await holdBack(page, /\.js(\?|$)/);
    const response = await page.goto(path, { waitUntil: 'commit' });
    expect(renderedRoot(await response!.text())).toContain(heading);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    releaseCode();
    await expect.poll(() => isHydrated(page)).toBe(true);
    await page.unrouteAll({ behavior: 'wait' });
  }
  expect(errors).toEqual([]);
});

test("a view whose code comes last keeps the server's HTML while the page around it hydrates, and its link works", async ({
  page,
  request,
}) => {
  const year = new Date().getFullYear();
  const { token } = await signUpAndLogIn(page, request, 'Vera View Lind');
  await callApi(request, token, 'POST', '/api/meals', { name: 'Dal', date: `${year}-01-02` });
  await page.waitForLoadState('networkidle');
  const errors = hydrationErrors(page);

  // Everything but the timeline view's own code: the list page around it
  // hydrates, reads the device's outbox and its queries, and renders again.
  const releaseView = await holdBack(page, /\/mfe\/meals\/timeline-view\.[^/]*\.js(\?|$)/);
  const tagsAnswered = page.waitForResponse(
    (answer) => new URL(answer.url()).pathname === '/api/tags',
  );
  await page.goto('/meals?view=timeline', { waitUntil: 'commit' });
  const review = page.getByRole('link', { name: `Your ${year} in food` });
  await expect(review).toBeVisible();
  await review.evaluate(
    (link) => ((window as unknown as { serverLink: Element }).serverLink = link),
  );
  await tagsAnswered;
  // The view switch (the list page's own) answers taps: the page has hydrated.
  await expect
    .poll(() =>
      page
        .getByRole('button', { name: 'Grid' })
        .evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true);
  await page.evaluate(() => new Promise((settled) => setTimeout(settled, 500)));
  const kept = () =>
    review.evaluate((link) => link === (window as unknown as { serverLink: Element }).serverLink);
  expect(await kept()).toBe(true);

  releaseView();
  // The view hydrated: its figures came.
  await expect(page.locator('[data-figures="loaded"]')).toBeVisible();
  expect(await kept()).toBe(true);
  await review.tap();
  await expect(page).toHaveURL(new RegExp(`/meals/review/${year}$`));
  expect(errors).toEqual([]);
});

test("a card's options button tapped before the remote's code arrived opens its menu when it arrives", async ({
  page,
  request,
}) => {
  const { token } = await signUpAndLogIn(page, request, 'Tara Tap Quinn');
  await callApi(request, token, 'POST', '/api/meals', { name: 'Laksa', date: '2024-06-02' });
  await page.waitForLoadState('networkidle');
  const errors = hydrationErrors(page);

  // The shell's code runs (it hydrates its frame); the meals remote's is
  // held back (its style sheet is not: the page's scripts wait for it).
  const releaseRemote = await holdBack(page, /\/mfe\/meals\/.*\.js(\?|$)/);
  await page.goto('/meals', { waitUntil: 'commit' });
  const options = page.getByRole('button', { name: 'Options for Laksa' });
  await expect(options).toBeVisible();
  await expect.poll(() => isHydrated(page)).toBe(true);
  await options.tap();
  await expect(page.getByRole('menu')).toHaveCount(0);

  releaseRemote();
  // React replays the tap once the card has hydrated.
  await expect(page.getByRole('menu')).toBeVisible();
  expect(errors).toEqual([]);
});

test("a card's options button tapped before any of the app's code ran opens its menu once, when the code arrives", async ({
  page,
  request,
}) => {
  const { token } = await signUpAndLogIn(page, request, 'Ezra Early Tap');
  await callApi(request, token, 'POST', '/api/meals', { name: 'Pho', date: '2024-06-03' });
  await page.waitForLoadState('networkidle');
  const errors = hydrationErrors(page);

  const releaseCode = await holdBack(page, /\.js(\?|$)/);
  await page.goto('/meals', { waitUntil: 'commit' });
  const options = page.getByRole('button', { name: 'Options for Pho' });
  await expect(options).toBeVisible();
  // Tapped again and again while nothing happens: no script of the app has run.
  for (let tap = 0; tap < 3; tap++) await options.tap();
  await expect(page.getByRole('menu')).toHaveCount(0);

  releaseCode();
  // The page kept the taps; the app taps the button once when it has hydrated it.
  await expect(page.getByRole('menu')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(options).toHaveAttribute('aria-expanded', 'true');
  expect(errors).toEqual([]);
});
