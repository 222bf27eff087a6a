import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { currentDiaryStore } from '@dd/shell-kit';
import {
  delay,
  http,
  HttpResponse,
  server,
  serveSharedDiary,
  SHARED_DIARY_ID,
  testUser,
} from '@dd/shell-kit/testing';
import {
  aMeal,
  aRestaurant,
  NEW_MEAL_ID,
  OTHER_RESTAURANT_ID,
  RESTAURANT_ID,
  TAGS,
  uploaded,
} from '../testing/fixtures';
import {
  aCompanion,
  failure,
  json,
  page,
  sent,
  serveMealCreate,
  serveRestaurant,
  serveRecentMeals,
  serveCompanions,
  serveRestaurantOptions,
  serveTagsAndLinks,
} from '../testing/mealsApi';
import { grantPosition, renderMeals } from '../testing/renderMeals';

const sichuan = aRestaurant();
const noodleBar = aRestaurant({ _id: OTHER_RESTAURANT_ID, name: 'Noodle Bar', address: '' });

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

const mealName = () => screen.getByRole('textbox', { name: /Meal Name/ });
const restaurantBox = () => screen.getByRole('combobox', { name: 'Restaurant' });
const created = () => sent('POST', '/api/meals').map((request) => request.body);

beforeEach(() => {
  serveTagsAndLinks();
  serveRecentMeals();
});
afterEach(() => jest.restoreAllMocks());

it('shows the form: name, restaurant, date today, Order Again?, notes, tags, photos', async () => {
  serveRestaurantOptions(async () => {
    await delay(50);
    return json([sichuan]);
  });
  renderMeals('/meals/new');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Add New Meal' }),
  ).toBeInTheDocument();
  expect(mealName()).toBeRequired();
  expect(screen.getByRole('status')).toHaveTextContent('Loading restaurants...');
  await waitFor(() => expect(screen.queryByText('Loading restaurants...')).not.toBeInTheDocument());
  expect(screen.getByLabelText(/^Date/)).toHaveValue(today());
  expect(screen.getByLabelText(/^Date/)).toBeRequired();
  const rating = screen.getByRole('group', { name: 'Order Again?' });
  expect(within(rating).getByRole('button', { name: 'Would order again' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  // Photo first; Notes and Tags folded one tap away.
  const sections = screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
  expect(sections).toEqual(['Photos', 'Meal Details', 'People', 'Notes', 'Tags']);
  expect(screen.getByRole('combobox', { name: 'Who you were with' })).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Notes' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Notes', expanded: false }));
  expect(screen.getByRole('textbox', { name: 'Notes' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Tags', expanded: false }));
  expect(screen.getByRole('combobox', { name: 'Meal tags' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Camera' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Gallery' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save Meal' })).toBeInTheDocument();
});

it('requires the meal name and sends nothing without it', async () => {
  serveRestaurantOptions([sichuan]);
  renderMeals('/meals/new');
  await userEvent.click(await screen.findByRole('button', { name: 'Save Meal' }));
  expect(await screen.findByText('Meal name is required')).toBeInTheDocument();
  expect(mealName()).toHaveFocus();
  expect(mealName()).toHaveAttribute('aria-invalid', 'true');

  await userEvent.type(mealName(), 'Mapo tofu');
  await userEvent.clear(screen.getByLabelText(/^Date/));
  await userEvent.click(screen.getByRole('button', { name: 'Save Meal' }));
  expect(await screen.findByText('Date is required')).toBeInTheDocument();
  expect(created()).toEqual([]);
});

it('preselects the restaurant of ?restaurantId=, saves with a tag and a photo, and opens the meal', async () => {
  serveRestaurantOptions([sichuan, noodleBar]);
  serveRestaurant(sichuan);
  serveMealCreate(async (body) => {
    await delay(30);
    return json(
      { ...body, _id: NEW_MEAL_ID, restaurantId: { _id: RESTAURANT_ID, name: 'Sichuan House' } },
      201,
    );
  });
  server.use(
    http.post('/api/uploads/proxy', () => HttpResponse.json({ fileUrl: uploaded('new') })),
  );
  const user = userEvent.setup();
  const view = renderMeals(`/meals/new?restaurantId=${RESTAURANT_ID}`);
  await waitFor(() => expect(restaurantBox()).toHaveValue('Sichuan House'));

  await user.type(mealName(), 'Mapo tofu');
  await user.click(
    within(screen.getByRole('group', { name: 'Order Again?' })).getByRole('button', {
      name: 'Would order again',
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Notes' }));
  await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Numbing');
  await user.click(screen.getByRole('button', { name: 'Tags' }));
  await user.type(screen.getByRole('combobox', { name: 'Meal tags' }), 'spi');
  await user.click(await screen.findByRole('option', { name: 'Spicy' }));
  await user.upload(
    screen.getByTestId('image-file-input'),
    new NodeFile(['jpeg'], 'tofu.jpg', { type: 'image/jpeg' }) as unknown as File,
  );
  await screen.findByText('Primary');

  await user.click(screen.getByRole('button', { name: 'Save Meal' }));
  expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  await waitFor(() => expect(sent('POST', '/api/meal-tags')).toHaveLength(1));
  expect(created()).toEqual([
    {
      name: 'Mapo tofu',
      date: today(),
      restaurantId: RESTAURANT_ID,
      isThumbsUp: true,
      price: null,
      companions: [],
      notes: 'Numbing',
      mealImages: [{ url: uploaded('new'), isPrimary: true, caption: '' }],
      imageUrl: null,
    },
  ]);
  expect(sent('POST', '/api/meal-tags')[0]!.body).toEqual({
    mealId: NEW_MEAL_ID,
    tagId: TAGS[0]!._id,
  });
  expect(sent('DELETE', `/api/meal-tags/meal/${NEW_MEAL_ID}/all`)).toHaveLength(0);
  await waitFor(() => expect(view.currentPath()).toBe(`/meals/${NEW_MEAL_ID}`));
});

it.each([
  { typed: ' SPICY ', tagId: TAGS[0]!._id, createdTags: [] },
  { typed: 'Late night', tagId: 'new-Late night', createdTags: [{ name: 'Late night' }] },
])(
  'saves the tag $typed typed but never confirmed (an existing name is linked, a new one created)',
  async ({ typed, tagId, createdTags }) => {
    serveRestaurantOptions([sichuan]);
    serveMealCreate();
    const user = userEvent.setup();
    renderMeals('/meals/new');
    await user.type(await screen.findByRole('textbox', { name: /Meal Name/ }), 'Mapo tofu');

    await user.click(screen.getByRole('button', { name: 'Tags' }));
    await user.type(screen.getByRole('combobox', { name: 'Meal tags' }), typed);
    await user.click(screen.getByRole('button', { name: 'Save Meal' }));

    await waitFor(() => expect(sent('POST', '/api/meal-tags')).toHaveLength(1));
    expect(sent('POST', '/api/meal-tags')[0]!.body).toEqual({ mealId: NEW_MEAL_ID, tagId });
    expect(sent('POST', '/api/tags').map((request) => request.body)).toEqual(createdTags);
  },
);

it('waits 100 ms after the save before opening the new meal', async () => {
  serveRestaurantOptions([sichuan]);
  serveMealCreate();
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  jest.useFakeTimers();
  try {
    const view = renderMeals('/meals/new');
    await user.type(await screen.findByRole('textbox', { name: /Meal Name/ }), 'Tea');
    await user.click(screen.getByRole('button', { name: 'Save Meal' }));
    await waitFor(() => expect(created()).toHaveLength(1));
    await act(() => jest.advanceTimersByTimeAsync(0));
    await act(() => jest.advanceTimersByTimeAsync(99));
    expect(view.currentPath()).toBe('/meals/new');
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    // The new meal's page reads the saved meal from the cache.
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(view.currentPath()).toBe(`/meals/${NEW_MEAL_ID}`);
  } finally {
    jest.useRealTimers();
  }
});

it('searches the restaurants on the server and picks one', async () => {
  serveRestaurantOptions([sichuan, noodleBar]);
  serveMealCreate();
  renderMeals('/meals/new');
  await userEvent.type(await screen.findByRole('textbox', { name: /Meal Name/ }), 'Ramen');

  await userEvent.type(restaurantBox(), 'noodle');
  const option = await screen.findByRole('option', { name: /Noodle Bar/ });
  await waitFor(() =>
    expect(screen.queryByRole('option', { name: /Sichuan House/ })).not.toBeInTheDocument(),
  );
  const searches = sent('GET', '/api/restaurants').map((request) => request.query.get('q'));
  expect(searches.filter(Boolean)).toEqual(['noodle']);
  expect(
    sent('GET', '/api/restaurants').every((request) => request.query.get('limit') === '20'),
  ).toBe(true);

  await userEvent.click(option);
  expect(restaurantBox()).toHaveValue('Noodle Bar');
  await userEvent.click(screen.getByRole('button', { name: 'Save Meal' }));
  await waitFor(() => expect(created()).toHaveLength(1));
  expect(created()[0]).toMatchObject({ name: 'Ramen', restaurantId: OTHER_RESTAURANT_ID });
});

it('offers the last-visited restaurants first, and as one-tap choices under the empty field', async () => {
  serveRecentMeals([
    aMeal({ _id: 'm1', restaurantId: { _id: OTHER_RESTAURANT_ID, name: 'Noodle Bar' } }),
    aMeal({ _id: 'm2', restaurantId: null }),
    aMeal({ _id: 'm3', restaurantId: { _id: RESTAURANT_ID, name: 'Sichuan House' } }),
    aMeal({ _id: 'm4', restaurantId: { _id: OTHER_RESTAURANT_ID, name: 'Noodle Bar' } }),
  ]);
  const elsewhere = aRestaurant({ _id: '64b7f0c2a1b2c3d4e5f69999', name: 'Another Place' });
  serveRestaurantOptions([elsewhere, sichuan, noodleBar]);
  serveMealCreate();
  renderMeals('/meals/new');
  const recent = await screen.findByRole('group', { name: 'Recent restaurants' });
  expect(
    within(recent)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Noodle Bar', 'Sichuan House']);

  await userEvent.click(restaurantBox());
  await screen.findByRole('option', { name: /Another Place/ });
  const choices = within(screen.getByRole('listbox'));
  expect(choices.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Noodle Bar',
    'Sichuan House',
    expect.stringContaining('Another Place'),
  ]);
  await userEvent.keyboard('{Escape}');

  await userEvent.click(within(recent).getByRole('button', { name: 'Noodle Bar' }));
  expect(restaurantBox()).toHaveValue('Noodle Bar');
  expect(screen.queryByRole('group', { name: 'Recent restaurants' })).not.toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: /Meal Name/ }), 'Ramen');
  await userEvent.click(screen.getByRole('button', { name: 'Save Meal' }));
  await waitFor(() => expect(created()).toHaveLength(1));
  expect(created()[0]).toMatchObject({ restaurantId: OTHER_RESTAURANT_ID });
});

it('then offers the diary restaurants near the device, once the site may read its position', async () => {
  const ungrant = grantPosition(43.615, -116.2023);
  serveRecentMeals([aMeal({ restaurantId: { _id: RESTAURANT_ID, name: 'Sichuan House' } })]);
  serveRestaurantOptions([sichuan, noodleBar]);
  const place = (_id: string, name: string, lat: number) => ({
    _id,
    name,
    isThumbsUp: null,
    lat,
    long: -116.2023,
  });
  server.use(
    http.get('/api/restaurants/locations', () =>
      json({
        places: [
          place('64b7f0c2a1b2c3d4e5f6f001', 'Far Away Diner', 44.6),
          place(RESTAURANT_ID, 'Sichuan House', 43.6151),
          place(OTHER_RESTAURANT_ID, 'Noodle Bar', 43.616),
        ],
        withoutLocation: 0,
      }),
    ),
  );
  try {
    renderMeals('/meals/new');
    const nearYou = await screen.findByRole('group', { name: 'Near you restaurants' });
    // The last-visited one is offered once, under Recent; the far one not at all.
    expect(
      within(nearYou)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Noodle Bar']);
    expect(
      within(screen.getByRole('group', { name: 'Recent restaurants' })).getByRole('button'),
    ).toHaveTextContent('Sichuan House');
  } finally {
    ungrant();
  }
});

it('adds a restaurant the diary does not have yet in place, keeping what was typed', async () => {
  serveRestaurantOptions([sichuan]);
  serveMealCreate();
  server.use(
    http.post('/api/restaurants', async ({ request }) => {
      const body = (await request.json()) as { name: string };
      return json(aRestaurant({ _id: '64b7f0c2a1b2c3d4e5f6aaaa', name: body.name }), 201);
    }),
  );
  renderMeals('/meals/new');
  await userEvent.type(await screen.findByRole('textbox', { name: /Meal Name/ }), 'Ramen');

  await userEvent.type(restaurantBox(), '  Casa Nueva ');
  const add = await screen.findByRole('option', { name: /Add ‘Casa Nueva’/ });
  expect(screen.getByText('No restaurants match your search.')).toBeInTheDocument();
  await userEvent.click(add);

  await waitFor(() => expect(restaurantBox()).toHaveValue('Casa Nueva'));
  expect(screen.getByRole('textbox', { name: /Meal Name/ })).toHaveValue('Ramen');
  await userEvent.click(screen.getByRole('button', { name: 'Save Meal' }));
  await waitFor(() => expect(created()).toHaveLength(1));
  expect(created()[0]).toMatchObject({ name: 'Ramen', restaurantId: '64b7f0c2a1b2c3d4e5f6aaaa' });
});

it('still offers to add a restaurant when its search gets no answer (no network)', async () => {
  serveRestaurantOptions(() => HttpResponse.error());
  renderMeals('/meals/new');

  await userEvent.type(await screen.findByRole('combobox', { name: 'Restaurant' }), 'Cellar Bar');

  expect(await screen.findByRole('option', { name: /Add ‘Cellar Bar’/ })).toBeInTheDocument();
  expect(screen.getByText('No restaurants match your search.')).toBeInTheDocument();
  expect(screen.queryByText('Failed to load restaurants')).not.toBeInTheDocument();
});

it('with no network, offers the restaurants the device has, last visited first, and keeps the one picked', async () => {
  const cellar = { _id: OTHER_RESTAURANT_ID, name: 'Cellar Dumpling House' };
  server.use(http.get('/api/meals', () => page([aMeal({ name: 'Gyoza', restaurantId: cellar })])));
  serveMealCreate();
  renderMeals('/meals');
  expect(await screen.findByRole('link', { name: 'Gyoza' })).toBeInTheDocument();

  // The network goes: the form's choices come from the answers the device has.
  server.use(http.get('/api/meals', () => HttpResponse.error()));
  serveRestaurantOptions(() => HttpResponse.error());
  await userEvent.click(screen.getByRole('link', { name: 'Add Meal' }));
  expect(await screen.findByRole('group', { name: 'Recent restaurants' })).toHaveTextContent(
    'Cellar Dumpling House',
  );
  await userEvent.type(restaurantBox(), 'dumpling');
  await userEvent.click(await screen.findByRole('option', { name: /^Cellar Dumpling House/ }));
  expect(restaurantBox()).toHaveValue('Cellar Dumpling House');
  expect(screen.queryByText('Failed to load restaurants')).not.toBeInTheDocument();

  await userEvent.type(mealName(), 'Mapo tofu');
  await userEvent.click(screen.getByRole('button', { name: 'Save Meal' }));
  await waitFor(() =>
    expect(created()).toEqual([expect.objectContaining({ restaurantId: cellar._id })]),
  );
});

it('offers the Yelp listings near the device that match a name the diary lacks', async () => {
  const ungrant = grantPosition(43.615, -116.2023);
  serveRestaurantOptions([sichuan]);
  serveMealCreate();
  const yelpSearches: URLSearchParams[] = [];
  const created: unknown[] = [];
  server.use(
    http.get('/api/restaurants/locations', () => json({ places: [], withoutLocation: 0 })),
    http.get('/api/yelp/search', ({ request }) => {
      yelpSearches.push(new URL(request.url).searchParams);
      return json({
        businesses: [
          {
            id: 'casa-nueva-boise',
            name: 'Casa Nueva Cantina',
            location: { address1: '9 Grove St', city: 'Boise', state: 'ID', zip_code: '83702' },
            coordinates: { latitude: 43.6152, longitude: -116.2021 },
            phone: '+12085550111',
            url: 'https://www.yelp.com/biz/casa-nueva-boise',
            image_url: '',
          },
        ],
        total: 1,
        region: { center: { latitude: 43.615, longitude: -116.2023 } },
      });
    }),
    http.post('/api/restaurants', async ({ request }) => {
      const body = (await request.json()) as { name: string };
      created.push(body);
      return json(aRestaurant({ _id: '64b7f0c2a1b2c3d4e5f6bbbb', name: body.name }), 201);
    }),
  );
  try {
    renderMeals('/meals/new');
    await userEvent.type(await screen.findByRole('combobox', { name: 'Restaurant' }), 'Casa Nueva');
    const fromYelp = await screen.findByRole('option', {
      name: /Add ‘Casa Nueva Cantina’ from Yelp/,
    });
    expect(fromYelp).toHaveTextContent('9 Grove St, Boise, ID, 83702');
    expect(screen.getByRole('option', { name: /Add ‘Casa Nueva’/ })).toBeInTheDocument();
    expect(Object.fromEntries(yelpSearches.at(-1)!)).toEqual({
      term: 'Casa Nueva',
      latitude: '43.615',
      longitude: '-116.2023',
      limit: '3',
    });

    await userEvent.click(fromYelp);
    await waitFor(() => expect(restaurantBox()).toHaveValue('Casa Nueva Cantina'));
    expect(created).toEqual([
      expect.objectContaining({
        name: 'Casa Nueva Cantina',
        yelpId: 'casa-nueva-boise',
        address: '9 Grove St, Boise, ID, 83702',
        lat: 43.6152,
        long: -116.2021,
      }),
    ]);
  } finally {
    ungrant();
  }
});

it('does not offer to add a name the diary already has', async () => {
  serveRestaurantOptions([sichuan]);
  renderMeals('/meals/new');
  await userEvent.type(
    await screen.findByRole('combobox', { name: 'Restaurant' }),
    'sichuan house',
  );
  await screen.findByRole('option', { name: /Sichuan House/ });
  expect(screen.queryByRole('option', { name: /^Add/ })).not.toBeInTheDocument();
});

it("saves what the meal cost in the user's currency, or another one picked", async () => {
  serveRestaurantOptions([sichuan]);
  serveMealCreate();
  renderMeals('/meals/new');
  await userEvent.type(await screen.findByRole('textbox', { name: /Meal Name/ }), 'Tea');
  const price = screen.getByRole('textbox', { name: 'Price' });
  const currency = screen.getByRole('combobox', { name: 'Currency' });
  expect(price).toHaveAttribute('inputmode', 'decimal');
  // The test user has no currency of their own: the browser's locale (en-US) gives one.
  await waitFor(() => expect(currency).toHaveValue('USD'));
  await userEvent.type(price, '18,5');
  await userEvent.selectOptions(currency, 'EUR');
  await userEvent.click(screen.getByRole('button', { name: 'Save Meal' }));
  await waitFor(() => expect(created()).toHaveLength(1));
  expect(created()[0]).toMatchObject({ price: { amount: 18.5, currency: 'EUR' } });
});

it('refuses a price that is not one, and sends no price when it is left blank', async () => {
  serveRestaurantOptions([sichuan]);
  serveMealCreate();
  renderMeals('/meals/new');
  await userEvent.type(await screen.findByRole('textbox', { name: /Meal Name/ }), 'Tea');
  const price = screen.getByRole('textbox', { name: 'Price' });
  await userEvent.type(price, '18.505');
  await userEvent.click(screen.getByRole('button', { name: 'Save Meal' }));
  expect(await screen.findByText('Enter a price such as 18.50')).toBeInTheDocument();
  expect(price).toHaveFocus();
  expect(created()).toEqual([]);

  await userEvent.clear(price);
  await userEvent.click(screen.getByRole('button', { name: 'Save Meal' }));
  await waitFor(() => expect(created()).toHaveLength(1));
  expect(created()[0]).toMatchObject({ price: null });
});

describe('Who you were with', () => {
  const withBox = () => screen.getByRole('combobox', { name: 'Who you were with' });
  const chips = () =>
    within(screen.getByRole('list', { name: 'People added' }))
      .getAllByRole('listitem')
      .map((chip) => chip.textContent?.replace('×', ''));

  it('adds names typed and picked as chips, keeps the focus, and saves them with the meal', async () => {
    serveRestaurantOptions([sichuan]);
    serveMealCreate();
    serveCompanions([aCompanion('Sam Lee', 6), aCompanion('Samira', 2), aCompanion('Alex', 9)]);
    const user = userEvent.setup();
    renderMeals('/meals/new');
    await user.type(await screen.findByRole('textbox', { name: /Meal Name/ }), 'Tea');

    await user.type(withBox(), 'sam');
    const suggestions = await screen.findByRole('listbox', { name: 'People you have eaten with' });
    const options = within(suggestions).getAllByRole('option');
    // The diary's people matching what was typed, most meals first, each with their count.
    expect(options.map((option) => option.textContent)).toEqual([
      'Sam Lee6 meals',
      'Samira2 meals',
    ]);
    await user.click(options[1]!);
    expect(chips()).toEqual(['Samira']);
    expect(withBox()).toHaveValue('');
    expect(withBox()).toHaveFocus();

    await user.type(withBox(), '  Jo  {Enter}');
    expect(chips()).toEqual(['Samira', 'Jo']);
    expect(withBox()).toHaveFocus();
    await user.type(withBox(), 'Priya');
    await user.click(screen.getByRole('button', { name: 'Add person' }));
    expect(chips()).toEqual(['Samira', 'Jo', 'Priya']);
    expect(withBox()).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove Jo' }));
    expect(chips()).toEqual(['Samira', 'Priya']);

    await user.click(screen.getByRole('button', { name: 'Save Meal' }));
    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]).toMatchObject({ companions: ['Samira', 'Priya'] });
  });

  it('does not add a name twice whatever its case, and says why', async () => {
    serveRestaurantOptions([sichuan]);
    serveCompanions([aCompanion('Sam', 3)]);
    const user = userEvent.setup();
    renderMeals('/meals/new');
    await user.type(withBox(), 'Sam{Enter}');
    await user.type(withBox(), 'SAM {Enter}');
    expect(chips()).toEqual(['Sam']);
    expect(screen.getByRole('alert')).toHaveTextContent('Sam is already added.');
    // Nor is someone already added suggested again.
    await user.clear(withBox());
    await user.type(withBox(), 's');
    expect(
      screen.queryByRole('listbox', { name: 'People you have eaten with' }),
    ).not.toBeInTheDocument();
  });

  it('refuses a name over 60 characters and a 21st person with a line saying why', async () => {
    serveRestaurantOptions([sichuan]);
    serveMealCreate();
    const user = userEvent.setup();
    renderMeals('/meals/new');
    await user.type(await screen.findByRole('textbox', { name: /Meal Name/ }), 'Tea');
    await user.type(withBox(), `${'x'.repeat(61)}{Enter}`);
    expect(screen.getByRole('alert')).toHaveTextContent('A name can be at most 60 characters.');
    expect(withBox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('list', { name: 'People added' })).not.toBeInTheDocument();

    // Typed but not added, it keeps the meal from saving until it is shortened.
    await user.click(screen.getByRole('button', { name: 'Save Meal' }));
    expect(created()).toEqual([]);
    expect(withBox()).toHaveFocus();

    await user.clear(withBox());
    for (let index = 1; index <= 20; index += 1) await user.type(withBox(), `P${index}{Enter}`);
    expect(chips()).toHaveLength(20);
    await user.type(withBox(), 'One more{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('A meal can name at most 20 people.');
    expect(chips()).toHaveLength(20);
  });

  it('works without suggestions when the diary’s people cannot load (offline)', async () => {
    serveRestaurantOptions([sichuan]);
    serveMealCreate();
    serveCompanions(() => HttpResponse.error());
    const user = userEvent.setup();
    renderMeals('/meals/new');
    await user.type(await screen.findByRole('textbox', { name: /Meal Name/ }), 'Tea');
    await waitFor(() => expect(sent('GET', '/api/companions')).not.toHaveLength(0));
    await user.type(withBox(), 'Sam{Enter}');
    expect(chips()).toEqual(['Sam']);
    // A name typed but not added goes with the meal too.
    await user.type(withBox(), 'Alex');
    await user.click(screen.getByRole('button', { name: 'Save Meal' }));
    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]).toMatchObject({ companions: ['Sam', 'Alex'] });
  });
});

it('shows the errors of a failed create and stays', async () => {
  serveRestaurantOptions([sichuan]);
  serveMealCreate(() => failure('Database down'));
  const view = renderMeals('/meals/new');
  await userEvent.type(await screen.findByRole('textbox', { name: /Meal Name/ }), 'Tea');
  await userEvent.click(screen.getByRole('button', { name: 'Save Meal' }));
  const alerts = await screen.findAllByRole('alert');
  expect(alerts.map((alert) => alert.textContent)).toEqual([
    'Failed to create meal',
    'Error saving meal',
  ]);
  expect(view.currentPath()).toBe('/meals/new');
  expect(screen.getByRole('button', { name: 'Save Meal' })).toBeEnabled();
});

it('Cancel goes back to the list', async () => {
  serveRestaurantOptions([]);
  const view = renderMeals('/meals/new');
  // The list asks for its first page.
  server.use(http.get('/api/meals', () => HttpResponse.json([])));
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
  expect(view.currentPath()).toBe('/meals');
});

describe('the Diary of a new meal (issue 46)', () => {
  afterEach(() => act(() => currentDiaryStore.set(testUser.id, null)));

  it("adds the meal to the diary chosen in the form, letting go of the other diary's restaurant", async () => {
    serveSharedDiary('editor', []);
    serveCompanions([]);
    serveRestaurantOptions([sichuan, noodleBar]);
    serveMealCreate();
    renderMeals('/meals/new');
    await userEvent.type(await screen.findByRole('textbox', { name: /Meal Name/ }), 'Ramen');
    await userEvent.type(restaurantBox(), 'noodle');
    await userEvent.click(await screen.findByRole('option', { name: /Noodle Bar/ }));

    const diary = await screen.findByRole('combobox', { name: 'Diary' });
    expect(diary).toHaveDisplayValue('My diary');
    await userEvent.selectOptions(diary, 'Home');
    expect(restaurantBox()).toHaveValue('');
    // The form's suggestions are now Home's: its restaurants and its people are asked for.
    const askedInHome = (path: string) =>
      sent('GET', path).some((request) => request.query.get('diaryId') === SHARED_DIARY_ID);
    await waitFor(() => expect(askedInHome('/api/restaurants')).toBe(true));
    await waitFor(() => expect(askedInHome('/api/companions')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Save Meal' }));

    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]).toMatchObject({ name: 'Ramen', diaryId: SHARED_DIARY_ID });
    expect(created()[0]).not.toHaveProperty('restaurantId', OTHER_RESTAURANT_ID);
  });

  it("logs a meal at a restaurant of another diary into the restaurant's diary", async () => {
    serveSharedDiary('editor', []);
    serveRestaurantOptions([]);
    serveRestaurant(aRestaurant({ diaryId: SHARED_DIARY_ID }));
    serveMealCreate();
    renderMeals(`/meals/new?restaurantId=${RESTAURANT_ID}`);
    await waitFor(() => expect(restaurantBox()).toHaveValue('Sichuan House'));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Diary' })).toHaveDisplayValue('Home'),
    );
    expect(restaurantBox()).toHaveValue('Sichuan House');

    await userEvent.type(mealName(), 'Mapo tofu');
    await userEvent.click(screen.getByRole('button', { name: 'Save Meal' }));
    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]).toMatchObject({ diaryId: SHARED_DIARY_ID, restaurantId: RESTAURANT_ID });
  });

  it('offers no choice to a user who can add to one diary only (a viewer elsewhere)', async () => {
    const diariesAsked = serveSharedDiary('viewer', []);
    serveRestaurantOptions([sichuan]);
    renderMeals('/meals/new');
    await screen.findByRole('textbox', { name: /Meal Name/ });
    await waitFor(() => expect(diariesAsked.length).toBeGreaterThan(0));
    expect(screen.queryByRole('combobox', { name: 'Diary' })).not.toBeInTheDocument();
  });
});
