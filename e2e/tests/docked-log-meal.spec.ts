import { expect, test, type Page } from '@playwright/test';
import {
  callApi,
  createRestaurant,
  createTag,
  signUpAndLogIn,
  tagRestaurant,
} from '../support/diary';

// Issue 43, item 4: on a phone, Log a meal never covers content. It is docked
// at the screen's bottom in a strip of its own, so at every scroll position a
// control a person can see is the one a tap reaches, the end of every page
// scrolls clear of it, and a control reached with the keyboard is not hidden
// under it.
test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  geolocation: { latitude: 43.615, longitude: -116.2023 },
  permissions: ['geolocation'],
});

const dock = (page: Page) => page.locator('[data-docked-bar]');

/** Controls whose centre is on screen, between the sticky header and the dock, yet a tap there reaches something else. */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bar = document.querySelector('[data-docked-bar]')!.getBoundingClientRect();
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [role="button"]',
    );
    const covered: string[] = [];
    for (const control of Array.from(controls)) {
      if (control.closest('[data-docked-bar], header')) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      // (Within a pixel of an edge, the hit test rounds onto the edge's element.)
      if (y <= header + 1 || y >= bar.top - 1 || x < 0 || x > innerWidth) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && !control.contains(hit) && !hit.contains(control)) {
        covered.push(
          `${control.getAttribute('aria-label') ?? control.textContent!.trim()} under ${hit.tagName}`,
        );
      }
    }
    return covered;
  });
}

/** Scrolls the page from top to bottom, checking the dock and what it could cover at each stop. */
async function expectNothingUnderTheDock(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  expect(height, 'the page scrolls').toBeGreaterThan(0);
  for (let y = 0; ; y = Math.min(y + 211, height)) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(Math.round(y));
    const bar = (await dock(page).boundingBox())!;
    // A strip of its own: the screen's whole width, flush with its bottom, opaque.
    expect(bar.x).toBe(0);
    expect(bar.width).toBe(390);
    // On the screen, its bottom edge at most the screen's (above the footer once that scrolls in).
    expect(bar.y + bar.height).toBeLessThanOrEqual(844.5);
    expect(await coveredControls(page), `controls covered at scrollY ${y}`).toEqual([]);
    if (y === height) break;
  }
  expect(await dock(page).evaluate((bar) => getComputedStyle(bar).backgroundColor)).not.toMatch(
    /rgba\(.*, 0\)|transparent/,
  );
  // At the end, the page's last control sits above the dock, and so does the footer
  // (left out under an endless list with more to load). Scrolled to the end
  // again until it holds: a part that arrived late (Yelp's details) moved the end.
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const barTop = document.querySelector('[data-docked-bar]')!.getBoundingClientRect().top;
        const lowest = Math.max(
          ...Array.from(document.querySelectorAll('main a[href], main button, main input'))
            .map((control) => control.getBoundingClientRect())
            .filter((box) => box.width > 0 && box.height > 0)
            .map((box) => box.bottom),
        );
        return lowest - barTop;
      }),
    )
    .toBeLessThanOrEqual(0.5);
  const bar = (await dock(page).boundingBox())!;
  const footer = page.getByRole('contentinfo');
  if (await footer.count())
    expect((await footer.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
}

test('Log a meal never covers a control: restaurant, meal, list and Nearby pages', async ({
  page,
  request,
}) => {
  const { token } = await signUpAndLogIn(page, request);
  const restaurant = await createRestaurant(request, token, { name: 'Harbor Noodle Bar' });
  const spicy = await createTag(request, token, 'Spicy');
  await tagRestaurant(request, token, restaurant._id, spicy._id);
  let lastMealId = '';
  for (let day = 1; day <= 8; day += 1) {
    const meal = await callApi<{ _id: string }>(request, token, 'POST', '/api/meals', {
      name: `Shoyu ramen ${day}`,
      date: `2026-11-0${day}`,
      restaurantId: restaurant._id,
      notes:
        '**Rich broth.** Springy noodles, a soft egg, [the menu](https://example.com/menu).\n\n'.repeat(
          4,
        ),
    });
    lastMealId = meal._id;
  }

  await page.goto(`/restaurants/${restaurant._id}`);
  await expect(page.getByRole('link', { name: 'Manage Tags' })).toBeVisible();
  await expectNothingUnderTheDock(page);

  await page.goto(`/meals/${lastMealId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Shoyu ramen 8' })).toBeVisible();
  await expectNothingUnderTheDock(page);

  await page.goto('/meals');
  await expect(page.getByRole('heading', { name: 'Shoyu ramen 8' })).toBeVisible();
  await expectNothingUnderTheDock(page);

  await page.goto('/restaurants/nearby');
  await expect(
    page.getByRole('region', { name: 'Restaurants Near You' }).getByRole('article').first(),
  ).toBeVisible();
  await expectNothingUnderTheDock(page);
});

test('Tab to a control under the dock scrolls it clear of the dock', async ({ page, request }) => {
  const { token } = await signUpAndLogIn(page, request);
  const restaurant = await createRestaurant(request, token, { name: 'Harbor Noodle Bar' });
  for (let day = 1; day <= 8; day += 1) {
    await callApi(request, token, 'POST', '/api/meals', {
      name: `Shoyu ramen ${day}`,
      date: `2026-11-0${day}`,
      restaurantId: restaurant._id,
    });
  }
  await page.goto('/meals');
  await expect(page.getByRole('heading', { name: 'Shoyu ramen 1' })).toBeAttached();

  // Focus the last control wholly above the dock, without scrolling, then Tab on.
  const barTop = await page.evaluate(() => {
    const bar = document.querySelector('[data-docked-bar]')!.getBoundingClientRect();
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>('main a[href], main button'),
    );
    const under = controls.findIndex((control) => control.getBoundingClientRect().bottom > bar.top);
    controls[under - 1].focus({ preventScroll: true });
    return bar.top;
  });
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => {
    const box = document.activeElement!.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, inMain: !!document.activeElement!.closest('main') };
  });
  expect(focused.inMain).toBe(true);
  expect(focused.top).toBeGreaterThanOrEqual(0);
  // Within half a pixel: the padding is in rem, the boxes in fractions of a pixel.
  expect(focused.bottom).toBeLessThanOrEqual(barTop + 0.5);
});
