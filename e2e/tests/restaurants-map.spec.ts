import { expect, test, type Locator } from '@playwright/test';
import { createRestaurant, signUpAndLogIn } from '../support/diary';

// San Francisco's Mission: 24 places within a few blocks, clustered at the
// zoom that fits them together with Boise and Chicago.
const MISSION = { lat: 37.7599, long: -122.4148 };
const MAP = 'Map of your restaurants';

/** Clicks the map marker (a Leaflet marker is a button named by its alt text) whose name starts with `name`. */
const marker = (map: Locator, name: string) =>
  map.getByRole('button', { name: new RegExp(`^${name},`) });

test('the restaurants map clusters my places by thumbs and opens a restaurant', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { token } = await signUpAndLogIn(page, request);
  for (let index = 0; index < 24; index += 1)
    await createRestaurant(request, token, {
      name: `Mission Spot ${index + 1}`,
      isThumbsUp: index % 3 === 0 ? true : index % 3 === 1 ? false : null,
      lat: MISSION.lat + (index % 6) * 0.0012,
      long: MISSION.long + Math.floor(index / 6) * 0.0012,
    });
  const lone = await createRestaurant(request, token, {
    name: 'Boise Fry Company',
    isThumbsUp: true,
    lat: 43.6138,
    long: -116.2018,
  });
  await createRestaurant(request, token, {
    name: 'Au Cheval',
    isThumbsUp: false,
    lat: 41.8847,
    long: -87.6477,
  });
  const nowhere = await createRestaurant(request, token, {
    name: 'Pop-up Tacos',
    address: 'West Loop, Chicago, IL',
  });

  await page.goto('/restaurants');
  // The grid stays the default.
  await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Pop-up Tacos' })).toBeVisible();

  await page.getByRole('button', { name: 'Map' }).click();
  await expect(page).toHaveURL(/\/restaurants\?view=map$/);
  const map = page.getByRole('region', { name: MAP });
  await expect(map).toBeVisible();
  await expect(page.getByText('1 place has no location')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Marker colours' })).toContainText(
    'Would visit again',
  );

  // Zoomed out, the Mission is one cluster of 24; the lone places are pins.
  const clusters = map.locator('.dd-cluster');
  await expect(clusters).toHaveCount(1);
  await expect(clusters.first()).toHaveText('24');
  await expect(marker(map, 'Boise Fry Company')).toHaveClass(/dd-marker-up/);
  await expect(marker(map, 'Au Cheval')).toHaveClass(/dd-marker-down/);

  // A cluster zooms in on click and splits up, down to the places' own pins.
  const missionPins = map.locator('.dd-marker[alt^="Mission Spot"]');
  const drawn = async () =>
    `${await missionPins.count()} pins, clusters ${(await clusters.allTextContents()).join('+')}`;
  for (let step = 0; step < 8 && (await missionPins.count()) === 0; step += 1) {
    const before = await drawn();
    await clusters.first().click();
    await expect.poll(drawn).not.toBe(before);
  }
  await expect(missionPins.first()).toBeVisible();
  await missionPins.first().click();
  await expect(map.getByRole('link', { name: /^Mission Spot \d+$/ })).toBeVisible();

  // The list's filter applies to the map, and stays in the URL with the view.
  await page.getByRole('button', { name: 'Thumbs Up' }).click();
  await expect(page).toHaveURL(/view=map/);
  await expect(page).toHaveURL(/filter=thumbsUp/);
  await expect(page.getByText('1 place has no location')).toBeHidden();
  await expect(map.locator('.dd-marker-down')).toHaveCount(0);

  // Back on all places, a pin's popup links to its restaurant.
  await page.getByRole('button', { name: 'All Restaurants' }).click();
  await page.goto('/restaurants?view=map');
  await marker(page.getByRole('region', { name: MAP }), 'Boise Fry Company').click();
  await page.getByRole('link', { name: 'Boise Fry Company' }).click();
  await expect(page).toHaveURL(new RegExp(`/restaurants/${lone._id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boise Fry Company');
  await expect(page.getByRole('region', { name: 'Location' })).toContainText(
    '43.6138° N, 116.2018° W',
  );

  // A restaurant without coordinates finds them from its address.
  await page.goto(`/restaurants/${nowhere._id}`);
  const location = page.getByRole('region', { name: 'Location' });
  await expect(location).toContainText('This restaurant has no location yet');
  await location.getByRole('button', { name: 'Find from address' }).click();
  await expect(location.getByText(/° N, .*° W$/)).toBeVisible();
  await expect(location.getByRole('region', { name: 'Map of Pop-up Tacos' })).toBeVisible();

  await location.getByRole('link', { name: 'Show on map' }).click();
  await expect(page).toHaveURL(/\/restaurants\?view=map$/);
  await expect(page.getByRole('region', { name: MAP })).toBeVisible();
  await expect(page.getByText(/no location/)).toBeHidden();
});

test('the map view shows its empty state', async ({ page, request }) => {
  const { token } = await signUpAndLogIn(page, request);
  await page.goto('/restaurants?view=map');
  await expect(
    page.getByText('No restaurants added yet. Add your first restaurant!'),
  ).toBeVisible();

  await createRestaurant(request, token, { name: 'Nowhere Noodles' });
  await page.reload();
  await expect(page.getByText('No restaurants with a location yet.')).toBeVisible();
  await expect(page.getByText('1 place has no location')).toBeVisible();
  await expect(page.getByRole('region', { name: MAP })).toHaveCount(0);
});
