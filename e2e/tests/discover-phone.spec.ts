import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/session';

// Discover Nearby Restaurants on a phone (issue 30): results first under a
// compact search-and-filters bar, compact cards, clustered pins, the selected
// place in a bottom sheet, thumb-sized zoom buttons, and a suggestion list
// that stays on screen. Against the sandbox's Yelp stand-in around Boise.

const PHONE = { width: 390, height: 844 };

test.use({
  viewport: PHONE,
  hasTouch: true,
  isMobile: true,
  geolocation: { latitude: 43.615, longitude: -116.2023 },
  permissions: ['geolocation'],
});

const results = (page: Page) => page.getByRole('region', { name: 'Restaurants Near You' });
const cards = (page: Page) => results(page).getByRole('article');
const filtersButton = (page: Page) => page.getByRole('button', { name: 'Filters', exact: true });

async function openNearby(page: Page): Promise<void> {
  await signIn(page);
  await page.goto('/restaurants/nearby');
  await expect(cards(page).first()).toBeVisible();
}

/** Whether the element's box lies wholly inside the viewport. */
async function fullyOnScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return !!box && box.y >= 0 && box.y + box.height <= PHONE.height && box.x >= 0;
}

test('results come first, under a one-row bar; a screen holds three cards', async ({ page }) => {
  await openNearby(page);

  // The first screen shows results, with the filters folded into the bar above them.
  await expect(cards(page).first()).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Apply Filters' })).toBeHidden();
  await expect(page.getByRole('search', { name: 'Search for Restaurants' })).toBeHidden();
  const bar = await filtersButton(page).boundingBox();
  const search = await page
    .getByRole('button', { name: 'Search for restaurants...' })
    .boundingBox();
  expect(Math.abs(bar!.y - search!.y)).toBeLessThan(4);
  const heading = await results(page)
    .getByRole('heading', { name: 'Restaurants Near You' })
    .boundingBox();
  expect(heading!.y).toBeGreaterThan(bar!.y);

  // Scrolled to the list, at least three whole cards fit the screen.
  await cards(page)
    .first()
    .evaluate((card) => card.scrollIntoView({ block: 'start' }));
  let whole = 0;
  for (const card of await cards(page).all()) if (await fullyOnScreen(card)) whole += 1;
  expect(whole).toBeGreaterThanOrEqual(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
});

test('Filters opens the full panels from the bar; the suggestion list stays on screen', async ({
  page,
}) => {
  await openNearby(page);
  const name = (await cards(page).first().getByRole('heading').textContent())!.trim();

  await filtersButton(page).tap();
  await expect(filtersButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('combobox', { name: 'Distance' })).toBeVisible();
  await expect(page.getByRole('button', { name: '$$$$', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply Filters' })).toBeVisible();

  const box = page.getByPlaceholder('Search for restaurants...');
  await box.fill(name);
  const suggestions = page.getByRole('list', { name: 'Suggestions' });
  await expect(suggestions.getByRole('listitem').first()).toBeVisible();
  const dropdown = await suggestions.locator('xpath=..').boundingBox();
  expect(dropdown!.x).toBeGreaterThanOrEqual(0);
  expect(dropdown!.x + dropdown!.width).toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
});

test('map: big zoom buttons, clustered pins; a pin opens the bottom sheet with Add', async ({
  page,
}) => {
  await openNearby(page);
  await results(page).getByRole('button', { name: 'Map View' }).tap();
  const map = page.getByRole('region', { name: 'Map of restaurants' });
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();

  for (const button of [
    map.getByRole('button', { name: 'Zoom in', exact: true }),
    map.getByRole('button', { name: 'Zoom out', exact: true }),
  ]) {
    const size = await button.boundingBox();
    expect(size!.width).toBeGreaterThanOrEqual(44);
    expect(size!.height).toBeGreaterThanOrEqual(44);
  }

  // Near pins merge; a cluster zooms in to where it splits.
  const clusters = map.getByRole('button', { name: /^\d+ restaurants here: zoom in$/ });
  await expect(clusters.first()).toBeVisible();
  const pins = map.locator('img.dd-marker-restaurant');
  const pinsBefore = await pins.count();
  await clusters.first().dispatchEvent('click');
  await expect.poll(() => pins.count()).toBeGreaterThan(pinsBefore);

  const pin = map.locator('img.dd-marker-restaurant').first();
  const name = (await pin.getAttribute('alt'))!;
  // Pins can overlap: the tap goes to this one's element.
  await pin.dispatchEvent('click');
  const sheet = page.getByRole('dialog', { name });
  await expect(sheet).toBeVisible();
  await expect(sheet).toBeFocused();
  // Fixed to the viewport's bottom, once it has risen into place.
  await expect
    .poll(async () => {
      const box = (await sheet.boundingBox())!;
      return Math.round(box.y + box.height);
    })
    .toBe(PHONE.height);
  await expect(sheet.getByRole('button', { name: `Add ${name} to my diary` })).toBeVisible();
  await expect(sheet.getByRole('link', { name: /View on Yelp/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(page.getByRole('complementary', { name })).toHaveCount(0);

  await sheet.getByRole('button', { name: `Close ${name}` }).tap();
  await expect(sheet).toBeHidden();
  await expect(map.locator('img.dd-marker-selected')).toHaveCount(0);
});

test('one finger over the map scrolls the page and asks for two', async ({ page }) => {
  await openNearby(page);
  await results(page).getByRole('button', { name: 'Map View' }).tap();
  const map = page.getByRole('region', { name: 'Map of restaurants' });
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  await expect(map).toHaveCSS('touch-action', 'pan-x pan-y');

  const box = (await map.boundingBox())!;
  const touch = { identifier: 1, clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 };
  await map.dispatchEvent('touchstart', { touches: [touch], changedTouches: [touch] });
  await map.dispatchEvent('touchmove', {
    touches: [{ ...touch, clientY: touch.clientY - 80 }],
    changedTouches: [{ ...touch, clientY: touch.clientY - 80 }],
  });
  await expect(map.getByRole('status')).toHaveText('Use two fingers to move the map');
});

// accessibility.spec.ts sees this route without a location; here its phone states are checked.
for (const theme of ['light', 'dark'] as const) {
  test(`the phone states hold to WCAG 2.2 AA (${theme} theme)`, async ({ page }) => {
    await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
    const violations = async () =>
      (
        await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
          .analyze()
      ).violations.map(({ id, nodes }) => `${id}: ${nodes[0]?.target.join(' ')}`);
    await openNearby(page);
    expect.soft(await violations(), 'results').toEqual([]);

    await filtersButton(page).tap();
    expect.soft(await violations(), 'filters open').toEqual([]);
    await filtersButton(page).tap();

    await results(page).getByRole('button', { name: 'Map View' }).tap();
    const map = page.getByRole('region', { name: 'Map of restaurants' });
    await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    await map.locator('img.dd-marker-restaurant').first().dispatchEvent('click');
    await expect(page.getByRole('dialog')).toBeVisible();
    expect.soft(await violations(), 'map with the bottom sheet').toEqual([]);
  });
}

test('Add keeps the results: a notice with View, the card in the diary at its size; Back returns to the map', async ({
  page,
}) => {
  await openNearby(page);
  const card = cards(page).first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  const media = card.locator('img').first();
  const before = { card: (await card.boundingBox())!, media: (await media.boundingBox())! };

  await card.getByRole('button', { name: `Add ${name} to my diary` }).tap();
  const notice = page.getByRole('status').filter({ hasText: 'Added to your diary' });
  await expect(notice).toBeVisible();
  await expect(page).toHaveURL(/\/restaurants\/nearby$/);
  const inDiary = card.getByRole('link', { name: `${name} is in your diary: open it` });
  await expect(inDiary).toBeVisible();
  // The card keeps its size, and its photo its shape.
  const after = { card: (await card.boundingBox())!, media: (await media.boundingBox())! };
  expect(after.card.height).toBeCloseTo(before.card.height, 0);
  expect(after.media.height).toBeCloseTo(before.media.height, 0);
  expect(after.media.width).toBeCloseTo(before.media.width, 0);

  // View opens the restaurant; Back comes back to the results.
  await notice.getByRole('button', { name: 'View' }).tap();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goBack();
  await expect(cards(page).first()).toBeVisible();

  // From the map, Back returns to the map.
  await results(page).getByRole('button', { name: 'Map View' }).tap();
  await expect(page).toHaveURL(/[?&]view=map/);
  await expect(results(page).getByRole('button', { name: 'Map View' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto('/restaurants');
  await page.goBack();
  await expect(results(page).getByRole('button', { name: 'Map View' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('region', { name: 'Map of restaurants' })).toBeVisible();
});
