import { expect, test, type Page, type Request } from '@playwright/test';
import { signIn } from '../support/session';

// Discover Nearby Restaurants (product spec §2) against the sandbox: its Yelp stand-in
// answers around the four suggested cities, its geocoder knows their names,
// zip codes and streets, and its tile server draws the map.

const BOISE = { latitude: 43.615, longitude: -116.2023 };
const NEARBY = '/api/yelp/search/nearby';
const RESTAURANT_PAGE = /\/restaurants\/[0-9a-f]{24}$/;

const results = (page: Page) => page.getByRole('region', { name: 'Restaurants Near You' });
const cards = (page: Page) => results(page).getByRole('article');
const searchPanel = (page: Page) => page.getByRole('search', { name: 'Search for Restaurants' });

function isNearbyRequest(request: Request): boolean {
  return new URL(request.url()).pathname === NEARBY;
}

function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url()).searchParams);
}

test.describe('with the location shared', () => {
  test.use({ geolocation: BOISE, permissions: ['geolocation'] });

  test('opens on the grid of restaurants near the user, nearest first', async ({ page }) => {
    await signIn(page);
    const nearby = page.waitForRequest(isNearbyRequest);
    await page.goto('/restaurants/nearby');

    expect(queryOf(await nearby)).toMatchObject({
      latitude: '43.615',
      longitude: '-116.2023',
      limit: '20',
      radius: '1000',
      sort_by: 'distance',
    });
    await expect(page.getByText('Showing restaurants near')).toBeVisible();
    await expect(results(page).getByRole('button', { name: 'Grid View' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cards(page).first()).toBeVisible();
    const first = cards(page).first();
    await expect(first.getByRole('link', { name: /View on Yelp/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(first).toContainText(/\d+ m|\d+\.\d km/);
    await expect(first.getByRole('button', { name: /^Add / })).toBeVisible();
    await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('Discover');
  });

  test('filters change the request: distance, price, category and a created category', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/restaurants/nearby');
    await expect(cards(page).first()).toBeVisible();

    await page.getByRole('combobox', { name: 'Distance' }).selectOption({ label: '5 km' });
    await page.getByRole('button', { name: '$', exact: true }).click();
    await page.getByRole('button', { name: '$$', exact: true }).click();
    await page.getByRole('combobox', { name: 'Category' }).fill('piz');
    await page.getByRole('option', { name: 'Pizza', exact: true }).click();
    let nearby = page.waitForRequest(isNearbyRequest);
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    expect(queryOf(await nearby)).toMatchObject({
      radius: '5000',
      price: '1,2',
      categories: 'pizza',
    });
    await expect(cards(page).first().or(results(page).getByRole('status'))).toBeVisible();

    const name = `Late Night ${Date.now().toString(36)}`;
    const category = page.getByRole('combobox', { name: 'Category' });
    await category.fill(name);
    await page.getByRole('option', { name: `Create "${name}"` }).click();
    await expect(category).toHaveValue(name);
    nearby = page.waitForRequest(isNearbyRequest);
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    expect(queryOf(await nearby).categories).toBe(name.toLowerCase().replace(/\s+/g, '_'));
    await expect(
      results(page).getByText(
        'No restaurants found with current filters. Try adjusting your search criteria.',
      ),
    ).toBeVisible();
  });

  test('map view: a marker click shows its popup and card; Add opens the new restaurant, then it is in the diary', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/restaurants/nearby');
    await expect(cards(page).first()).toBeVisible();

    await results(page).getByRole('button', { name: 'Map View' }).click();
    const map = page.getByRole('region', { name: 'Map of restaurants' });
    await expect(map).toBeVisible();
    await expect(map).toHaveCSS('height', '500px');
    await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    await expect(map.getByTitle('Your location')).toBeVisible();

    const marker = map.locator('img.dd-marker-restaurant').first();
    const name = (await marker.getAttribute('alt'))!;
    // Markers can overlap at this zoom: the click goes to this one's element.
    await marker.dispatchEvent('click');
    await expect(map.locator('img.dd-marker-selected')).toHaveAttribute('alt', name);
    const popup = map.locator('.leaflet-popup-content');
    await expect(popup).toContainText(name);
    await expect(popup).toContainText(/Rating: \d(\.\d)? \(\d+ reviews\)/);

    const details = page.getByRole('complementary', { name });
    await expect(details).toBeVisible();
    await details.getByRole('button', { name: /^Add / }).click();
    // The map stays; the notice's View opens the restaurant.
    const notice = page.getByRole('status').filter({ hasText: 'Added to your diary' });
    await expect(details.getByRole('link', { name: /in your diary/i })).toBeVisible();
    await expect(page).toHaveURL(/\/restaurants\/nearby\?view=map$/);
    await notice.getByRole('button', { name: 'View' }).click();
    await expect(page).toHaveURL(RESTAURANT_PAGE);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.goto('/restaurants/nearby');
    const added = cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(added.getByRole('link', { name: /in your diary/i })).toBeVisible();
    await added.getByRole('link', { name: /in your diary/i }).click();
    await expect(page).toHaveURL(RESTAURANT_PAGE);
  });

  test('search suggestions as the user types; Add from the list, then View, opens the new restaurant', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/restaurants/nearby');
    await expect(cards(page).first()).toBeVisible();
    const name = (await cards(page).first().getByRole('heading').textContent())!.trim();

    const box = searchPanel(page).getByPlaceholder('Search for restaurants...');
    await expect(searchPanel(page).getByRole('textbox', { name: 'Location' })).toHaveAttribute(
      'placeholder',
      'Using your location',
    );
    await box.fill(name);
    const suggestions = page.getByRole('list', { name: 'Suggestions' });
    const row = suggestions.getByRole('listitem').filter({ hasText: name }).first();
    await expect(row).toBeVisible();
    await expect(row).toContainText(/\d{5}/);

    await row.getByRole('button', { name: `Add ${name} to my diary` }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Added to your diary' });
    await notice.getByRole('button', { name: 'View' }).click();
    await expect(page).toHaveURL(RESTAURANT_PAGE);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('picking a suggestion shows it selected; Search looks the text up around the user', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/restaurants/nearby');
    await expect(cards(page).first()).toBeVisible();
    const name = (await cards(page).nth(1).getByRole('heading').textContent())!.trim();

    await searchPanel(page).getByPlaceholder('Search for restaurants...').fill(name);
    const suggestions = page.getByRole('list', { name: 'Suggestions' });
    await suggestions
      .getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}`) })
      .first()
      .click();
    await expect(suggestions).toBeHidden();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAttribute('aria-current', 'true');

    const search = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === '/api/yelp/search' &&
        new URL(request.url()).searchParams.get('limit') === '20',
    );
    await searchPanel(page).getByRole('button', { name: 'Search' }).click();
    expect(queryOf(await search)).toMatchObject({ radius: '10000', latitude: '43.615' });
    await expect(cards(page).first()).toBeVisible();
  });
});

test.describe('without the location', () => {
  // No geolocation permission: the browser refuses the position (code 1).
  test.use({ permissions: [] });

  test('a refusal offers the suggested places; New York shows what is near it', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/restaurants/nearby');
    await expect(
      page.getByText('We need your location to find restaurants near you'),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'Unable to get your location. Please enable location services in your browser settings.',
    );
    const suggested = page.getByRole('group', { name: 'Or try one of these locations:' });
    await expect(suggested.getByRole('button')).toHaveText([
      'Boise, ID',
      'New York, NY',
      'San Francisco, CA',
      'Chicago, IL',
    ]);

    const nearby = page.waitForRequest(isNearbyRequest);
    await suggested.getByRole('button', { name: 'New York, NY' }).click();
    expect(queryOf(await nearby)).toMatchObject({ latitude: '40.7128', longitude: '-74.006' });
    await expect(page.getByText('New York, NY')).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('preferredLocationMethod'))).toBe(
      'manual',
    );
  });

  test('a place entered by hand is geocoded and searched around', async ({ page }) => {
    await signIn(page);
    await page.goto('/restaurants/nearby');
    // Wait until the refused position request has settled, then open the form if it is closed.
    await expect(page.getByRole('alert')).toContainText('Unable to get your location.');
    const manual = page.getByRole('form', { name: 'Enter location' });
    if (!(await manual.isVisible()))
      await page.getByRole('button', { name: 'Enter location manually' }).click();

    await manual.getByRole('button', { name: 'Search' }).click();
    await expect(manual.getByText('Please enter a location')).toBeVisible();

    await manual.getByPlaceholder('Enter city, address, or zip code').fill('Atlantis');
    await manual.getByRole('button', { name: 'Search' }).click();
    await expect(
      page.getByText(
        'Unable to find coordinates for this location. Please try a different address or use one of our suggested locations.',
      ),
    ).toBeVisible();

    const input = page.getByPlaceholder('Enter city, address, or zip code');
    if (!(await input.isVisible()))
      await page.getByRole('button', { name: 'Enter location manually' }).click();
    await input.fill('Chicago, IL');
    const nearby = page.waitForRequest(isNearbyRequest);
    await page
      .getByRole('form', { name: 'Enter location' })
      .getByRole('button', { name: 'Search' })
      .click();
    const query = queryOf(await nearby);
    expect(Number(query.latitude)).toBeCloseTo(41.88, 1);
    expect(Number(query.longitude)).toBeCloseTo(-87.63, 1);
    await expect(page.getByText(/Chicago, Illinois/)).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
