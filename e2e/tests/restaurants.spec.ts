import { expect, test, type Page } from '@playwright/test';
import { generateJpeg } from '../support/images';
import {
  callApi,
  createRestaurant,
  createTag,
  signUpAndLogIn,
  tagRestaurant,
  type Named,
} from '../support/diary';

const UP = 'Would order/visit again';
const DOWN = 'Would not order/visit again';

const restaurantGrid = (page: Page) => page.getByRole('list', { name: 'Restaurants' });
const restaurantCard = (page: Page, name: string) =>
  restaurantGrid(page).locator(':scope > li').filter({ hasText: name });
const restaurantForm = (page: Page) => page.getByRole('form', { name: 'Restaurant' });

test('adds a restaurant with a tag and a photo, then finds it in the list and on its page', async ({
  page,
  request,
}) => {
  await signUpAndLogIn(page, request);
  await page.goto('/restaurants');
  await expect(
    page.getByText('No restaurants added yet. Add your first restaurant!'),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Add Restaurant' }).click();
  await expect(page).toHaveURL(/\/restaurants\/new$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add New Restaurant');

  const form = restaurantForm(page);
  await form.getByLabel(/^Name/).fill('Swan Oyster Depot');
  await form.getByLabel(/^Address/).fill('1517 Polk St, San Francisco');
  await form.getByLabel(/^Website/).fill('swanoysterdepot.us');
  await form.getByRole('combobox', { name: 'Restaurant tags' }).fill('Seafood');
  await form.getByRole('combobox', { name: 'Restaurant tags' }).press('Enter');
  await expect(form.getByRole('button', { name: 'Remove Seafood' })).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Gallery' }).click();
  await (
    await chooser
  ).setFiles({ name: 'counter.jpg', mimeType: 'image/jpeg', buffer: await generateJpeg() });
  await expect(form.getByRole('img', { name: 'Image 1' })).toHaveAttribute(
    'src',
    /^\/api\/uploads\/images\//,
  );

  await form.getByRole('button', { name: 'Save Restaurant' }).click();
  await expect(page).toHaveURL(/\/restaurants\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Swan Oyster Depot');
  const tags = page.getByRole('region', { name: 'Tags' });
  await expect(tags.getByText('Seafood')).toBeVisible();
  await expect(page.getByRole('link', { name: 'swanoysterdepot.us' })).toHaveAttribute(
    'href',
    'https://swanoysterdepot.us/',
  );
  const photos = page.getByRole('region', { name: 'Restaurant Photos' });
  await photos.scrollIntoViewIfNeeded();
  await expect(photos.getByRole('img').first()).toHaveAttribute('src', /^\/api\/uploads\/images\//);
  await expect(page.getByText('No meals logged at this restaurant yet.')).toBeVisible();

  await page.goto('/restaurants');
  const card = restaurantCard(page, 'Swan Oyster Depot');
  await expect(card).toBeVisible();
  await expect(card.getByText('Seafood')).toBeVisible();
  await expect(card.getByText('1517 Polk St, San Francisco')).toBeVisible();
});

test('thumbs on a card, then every filter with its empty message, kept in the URL', async ({
  page,
  request,
}) => {
  const { token } = await signUpAndLogIn(page, request);
  await createRestaurant(request, token, { name: 'Nopa' });

  await page.goto('/restaurants');
  const card = restaurantCard(page, 'Nopa');
  await card.getByRole('button', { name: UP }).click();
  await expect(card.getByRole('button', { name: UP })).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(
      async () =>
        (
          await callApi<{ isThumbsUp: boolean | null }[]>(request, token, 'GET', '/api/restaurants')
        )[0]?.isThumbsUp,
    )
    .toBe(true);

  await page.getByRole('button', { name: 'Thumbs Down' }).click();
  await expect(page).toHaveURL(/[?&]filter=thumbsDown/);
  await expect(
    page.getByText(
      'No "would not visit again" restaurants yet. Give some restaurants a thumbs down!',
    ),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Unrated' }).click();
  await expect(
    page.getByText('No unrated restaurants. All your restaurants have been rated!'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Thumbs Up' }).click();
  await expect(restaurantCard(page, 'Nopa')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Thumbs Up' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(restaurantCard(page, 'Nopa')).toBeVisible();

  // Pressing the active thumb clears the rating: the place is unrated again.
  await restaurantCard(page, 'Nopa').getByRole('button', { name: UP }).click();
  await page.getByRole('button', { name: 'Unrated' }).click();
  await expect(restaurantCard(page, 'Nopa')).toBeVisible();
  await page.getByRole('button', { name: 'Thumbs Up' }).click();
  await expect(
    page.getByText('No "would visit again" restaurants yet. Give some restaurants a thumbs up!'),
  ).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/[?&]filter=unrated/);
  await expect(restaurantCard(page, 'Nopa')).toBeVisible();

  await restaurantCard(page, 'Nopa').getByRole('button', { name: DOWN }).click();
  await expect(restaurantCard(page, 'Nopa').getByRole('button', { name: DOWN })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Thumbs Down' }).click();
  await expect(restaurantCard(page, 'Nopa')).toBeVisible();
  await page.getByRole('button', { name: 'All Restaurants' }).click();
  await expect(page).not.toHaveURL(/filter=/);
});

test('searches by tag name, ignoring case, and keeps the search in the URL', async ({
  page,
  request,
}) => {
  const { token } = await signUpAndLogIn(page, request);
  const zuni = await createRestaurant(request, token, {
    name: 'Zuni Café',
    address: '1658 Market St',
  });
  await createRestaurant(request, token, { name: 'Tartine', address: '600 Guerrero St' });
  const tag = await createTag(request, token, 'Date Night');
  await tagRestaurant(request, token, zuni._id, tag._id);

  await page.goto('/restaurants');
  await expect(restaurantCard(page, 'Tartine')).toBeVisible();
  await page.getByRole('searchbox').fill('DATE ni');
  await expect(page).toHaveURL(/[?&]q=DATE/);
  await expect(restaurantCard(page, 'Zuni Café')).toBeVisible();
  await expect(restaurantCard(page, 'Tartine')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('searchbox')).toHaveValue('DATE ni');
  await expect(restaurantCard(page, 'Zuni Café')).toBeVisible();

  await page.getByRole('searchbox').fill('guerrero');
  await expect(restaurantCard(page, 'Tartine')).toBeVisible();
  await expect(restaurantCard(page, 'Zuni Café')).toHaveCount(0);

  await page.getByRole('searchbox').fill('no such place');
  await expect(page.getByText('No restaurants match your search.')).toBeVisible();
});

test('edits a restaurant and replaces its tags', async ({ page, request }) => {
  const { token } = await signUpAndLogIn(page, request);
  const place = await createRestaurant(request, token, { name: 'Kin Khao' });
  const thai = await createTag(request, token, 'Thai');
  await createTag(request, token, 'Spicy');
  await tagRestaurant(request, token, place._id, thai._id);

  await page.goto(`/restaurants/${place._id}`);
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Restaurant');
  const form = restaurantForm(page);
  await expect(form.getByLabel(/^Name/)).toHaveValue('Kin Khao');
  await form.getByLabel(/^Name/).fill('Kin Khao SF');
  await form.getByRole('button', { name: 'Remove Thai' }).click();
  const tagBox = form.getByRole('combobox', { name: 'Restaurant tags' });
  await tagBox.fill('spicy');
  await tagBox.press('Enter');
  await expect(form.getByRole('button', { name: 'Remove Spicy' })).toBeVisible();
  await form.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page).toHaveURL(new RegExp(`/restaurants/${place._id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kin Khao SF');
  const tags = page.getByRole('region', { name: 'Tags' });
  await expect(tags.getByText('Spicy')).toBeVisible();
  await expect(tags.getByText('Thai')).toHaveCount(0);
  const links = await callApi<{ tagId: Named }[]>(
    request,
    token,
    'GET',
    `/api/restaurant-tags/restaurant/${place._id}`,
  );
  expect(links.map((link) => link.tagId.name)).toEqual(['Spicy']);
  // No duplicate tag was created for "spicy".
  const allTags = await callApi<Named[]>(request, token, 'GET', '/api/tags');
  expect(allTags.map((tag) => tag.name).sort()).toEqual(['Spicy', 'Thai']);
});

test('deletes a restaurant through the confirmation', async ({ page, request }) => {
  const { token } = await signUpAndLogIn(page, request);
  const doomed = await createRestaurant(request, token, { name: 'Closed Diner' });
  await createRestaurant(request, token, { name: 'Still Open' });

  await page.goto('/restaurants');
  await restaurantCard(page, 'Closed Diner')
    .getByRole('button', { name: 'Options for Closed Diner' })
    .click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Restaurant' });
  await expect(dialog).toContainText(
    'Are you sure you want to delete this restaurant? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(restaurantCard(page, 'Closed Diner')).toBeVisible();

  await restaurantCard(page, 'Closed Diner')
    .getByRole('button', { name: 'Options for Closed Diner' })
    .click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Restaurant' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(restaurantCard(page, 'Closed Diner')).toHaveCount(0);
  await expect(restaurantCard(page, 'Still Open')).toBeVisible();
  // The DELETE waits for the Undo toast to end.
  await expect(page.getByText('Closed Diner was deleted.')).toBeVisible();
  await expect
    .poll(
      async () =>
        (
          await request.get(`/api/restaurants/${doomed._id}`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).status(),
      { timeout: 10_000 },
    )
    .toBe(404);

  // From the detail page too, which returns to the list.
  const other = await createRestaurant(request, token, { name: 'Pop-up' });
  await page.goto(`/restaurants/${other._id}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Restaurant' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page).toHaveURL(/\/restaurants$/);
  await expect(restaurantCard(page, 'Pop-up')).toHaveCount(0);
});

test('picks a Yelp business from the autocomplete, and links another restaurant to Yelp', async ({
  page,
  request,
}) => {
  const { token } = await signUpAndLogIn(page, request);

  await page.goto('/restaurants/new');
  const yelpName = page.getByRole('combobox', { name: 'Restaurant name' });
  await yelpName.fill('Blue');
  const results = page.getByRole('listbox', { name: 'Yelp results' });
  await expect(results.getByRole('option').first()).toBeVisible();
  const picked = (await results.getByRole('option').first().innerText()).split('\n')[0]!.trim();
  await results.getByRole('option').first().click();
  await expect(results).toBeHidden();
  const form = restaurantForm(page);
  await expect(form.getByLabel(/^Name/)).toHaveValue(picked);
  await expect(form.getByLabel(/^Address/)).not.toHaveValue('');
  await form.getByRole('button', { name: 'Save Restaurant' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(picked);
  await expect(page.getByRole('link', { name: 'View on Yelp' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.yelp\.com\/biz\//,
  );
  const yelp = page.getByRole('region', { name: 'Yelp Information' });
  await expect(yelp.getByRole('list', { name: 'Recent Yelp reviews' })).toBeVisible();
  const reviews = await yelp
    .getByRole('list', { name: 'Recent Yelp reviews' })
    .getByRole('listitem')
    .count();
  expect(reviews).toBeGreaterThan(0);
  expect(reviews).toBeLessThanOrEqual(3);

  // An unlinked restaurant gets linked from its edit page.
  const plain = await createRestaurant(request, token, {
    name: 'Pizza',
    address: 'San Francisco, CA',
  });
  await page.goto(`/restaurants/${plain._id}/edit`);
  await expect(
    page.getByText('Search for this restaurant on Yelp to link it and import additional data.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await results.getByRole('option').first().click();
  await expect(page.getByText('Restaurant linked to Yelp')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View on Yelp' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.yelp\.com\/biz\//,
  );
  await restaurantForm(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/restaurants/${plain._id}$`));
  await expect(page.getByRole('region', { name: 'Yelp Information' })).toBeVisible();
  const saved = await callApi<{ yelpId: string | null }>(
    request,
    token,
    'GET',
    `/api/restaurants/${plain._id}`,
  );
  expect(saved.yelpId).toBeTruthy();
});

test('order and reservation links open the services with the restaurant searched', async ({
  page,
  request,
  context,
}) => {
  const { token } = await signUpAndLogIn(page, request);
  const place = await createRestaurant(request, token, {
    name: 'Burma Love',
    address: '211 Valencia St, San Francisco',
    yelpId: 'burma-love-sf',
  });
  // The outside services are not reachable here: answer them locally so the tabs load.
  await context.route(/^https:\/\/(www\.)?(grubhub|ubereats|yelp|opentable)\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>service</title>' }),
  );
  await page.goto(`/restaurants/${place._id}`);
  const section = page.getByRole('region', { name: 'Order & Reservations' });

  const opens = async (group: string, service: string, url: string) => {
    await page.bringToFront(); // back on the diary's tab after the previous service opened
    const tab = page.waitForEvent('popup');
    await section
      .getByRole('group', { name: group })
      .getByRole('button', { name: service })
      .click();
    await (await tab).waitForURL(url);
  };
  await opens('Delivery', 'Grubhub', 'https://www.grubhub.com/search?queryText=Burma+Love');
  // Uber Eats tries its app first, then opens the web search 500 ms later.
  await opens('Delivery', 'Uber Eats', 'https://www.ubereats.com/search?q=Burma+Love');
  await opens('Reservations', 'OpenTable', 'https://www.opentable.com/s?term=Burma+Love');
  await opens('Reservations', 'Yelp', 'https://www.yelp.com/biz/burma-love-sf');
});

test('a token revoked mid-session sends the user to /login once', async ({ page, request }) => {
  const { token } = await signUpAndLogIn(page, request);
  await createRestaurant(request, token, { name: 'Foreign Cinema' });
  await page.goto('/restaurants');
  await expect(restaurantCard(page, 'Foreign Cinema')).toBeVisible();

  // Logging out elsewhere (another device, a leaked token reported) revokes the page's own token.
  const pageToken = await page.evaluate(() => localStorage.getItem('token'));
  expect(pageToken).toBeTruthy();
  await callApi(request, pageToken!, 'POST', '/api/auth/logout');
  await page.getByRole('button', { name: 'Thumbs Down' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem('token'), sessionStorage.getItem('token')]),
  ).toEqual([null, null]);
  await page.goto('/restaurants');
  await expect(page).toHaveURL(/\/login$/);
});
