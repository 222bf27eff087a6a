import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RestaurantPlace } from '@dd/contracts';
import type { YelpListing } from '@dd/contracts/rules';
import { photoFixture, type PhotoFixtureName } from '@dd/diary-ui/testing/photos';
import { http, HttpResponse, server } from '@dd/shell-kit/testing';
import {
  aMeal,
  aRestaurant,
  MEAL_ID,
  OTHER_RESTAURANT_ID,
  RESTAURANT_ID,
  uploaded,
} from '../testing/fixtures';
import {
  sent,
  serveMeal,
  serveMealCreate,
  serveMealTags,
  serveMealUpdate,
  serveRecentMeals,
  serveRestaurant,
  serveRestaurantCreate,
  serveRestaurantLocations,
  serveRestaurantOptions,
  serveTagsAndLinks,
  serveYelpNearby,
} from '../testing/mealsApi';
import { renderMeals } from '../testing/renderMeals';

// The fixtures with a position were taken at 43.615, -116.2023 on 2025-06-14
// (23:30 at UTC-07:00 for gps-offset: the 15th in UTC).
const north = (meters: number) => 43.615 + meters / 111_195;
const harbor: RestaurantPlace = {
  _id: OTHER_RESTAURANT_ID,
  name: 'Harbor Noodle Bar',
  isThumbsUp: null,
  wantToGo: false,
  lat: north(40),
  long: -116.2023,
};
const casaNueva: YelpListing = {
  id: 'casa-nueva-boise',
  name: 'Casa Nueva Cantina',
  location: { address1: '9 Grove St', city: 'Boise', state: 'ID', zip_code: '83702' },
  coordinates: { latitude: north(60), longitude: -116.2023 },
  url: 'https://www.yelp.com/biz/casa-nueva-boise',
};

const dateBox = () => screen.getByLabelText(/^Date/);
const restaurantBox = () => screen.getByRole('combobox', { name: 'Restaurant' });
const useDate = () => screen.queryByRole('button', { name: 'Use this date' });
const useRestaurant = () => screen.queryByRole('button', { name: 'Use this restaurant' });

async function pickPhoto(user: ReturnType<typeof userEvent.setup>, name: PhotoFixtureName) {
  await user.upload(screen.getByTestId('image-file-input'), photoFixture(name));
  await screen.findByText('Primary');
}

beforeEach(() => {
  serveTagsAndLinks();
  serveRecentMeals();
  serveRestaurantOptions([aRestaurant()]);
  server.use(
    http.post('/api/uploads/proxy', () => HttpResponse.json({ fileUrl: uploaded('photo') })),
  );
});

it("suggests the photo's day and the user's restaurant it was taken at; accepting fills both", async () => {
  serveRestaurantLocations([harbor]);
  serveYelpNearby([casaNueva]);
  serveMealCreate();
  const user = userEvent.setup();
  renderMeals('/meals/new');
  const today = ((await screen.findByLabelText(/^Date/)) as HTMLInputElement).value;

  await pickPhoto(user, 'gps-offset');

  expect(await screen.findByText('Photo taken Jun 14, 2025')).toBeInTheDocument();
  expect(await screen.findByText('Photo taken near Harbor Noodle Bar')).toBeInTheDocument();
  expect(useDate()).toHaveAccessibleDescription('Photo taken Jun 14, 2025');
  // Suggested, not applied; and Yelp is not asked when a diary restaurant is that near.
  expect(dateBox()).toHaveValue(today);
  expect(restaurantBox()).toHaveValue('');
  expect(sent('GET', '/api/yelp/search/nearby')).toHaveLength(0);

  await user.click(useDate()!);
  await user.click(useRestaurant()!);

  expect(dateBox()).toHaveValue('2025-06-14');
  expect(restaurantBox()).toHaveValue('Harbor Noodle Bar');
  expect(useDate()).not.toBeInTheDocument();
  expect(useRestaurant()).not.toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: /Meal Name/ }), 'Shoyu ramen');
  await user.click(screen.getByRole('button', { name: 'Save Meal' }));
  await waitFor(() => expect(sent('POST', '/api/meals')).toHaveLength(1));
  expect(sent('POST', '/api/meals')[0]!.body).toMatchObject({
    name: 'Shoyu ramen',
    date: '2025-06-14',
    restaurantId: OTHER_RESTAURANT_ID,
  });
});

it('falls back to the nearest Yelp listing within 150 m and adds it to the diary when accepted', async () => {
  serveRestaurantLocations([{ ...harbor, lat: north(400) }]);
  serveYelpNearby([casaNueva]);
  serveRestaurantCreate('64b7f0c2a1b2c3d4e5f6bbbb');
  const user = userEvent.setup();
  renderMeals('/meals/new');

  await pickPhoto(user, 'gps-offset');
  await user.click(await screen.findByRole('button', { name: 'Use this restaurant' }));

  await waitFor(() => expect(restaurantBox()).toHaveValue('Casa Nueva Cantina'));
  expect(sent('POST', '/api/restaurants')[0]!.body).toMatchObject({
    name: 'Casa Nueva Cantina',
    yelpId: 'casa-nueva-boise',
  });
  const nearby = sent('GET', '/api/yelp/search/nearby')[0]!.query;
  expect(Object.fromEntries(nearby)).toMatchObject({ radius: '1000', sort_by: 'distance' });
  await waitFor(() => expect(useRestaurant()).not.toBeInTheDocument());
});

describe('a photo with no place within 150 m (issue 43: never silent)', () => {
  const at = (listing: YelpListing, meters: number): YelpListing => ({
    ...listing,
    coordinates: { latitude: north(meters), longitude: -116.2023 },
  });

  it('offers the nearest three within 1 km with their distance; a press picks one', async () => {
    serveRestaurantLocations([{ ...harbor, lat: north(700) }]);
    serveYelpNearby([
      at(casaNueva, 154),
      at({ ...casaNueva, id: 'taco-boise', name: 'Taco Stand' }, 420),
      at({ ...casaNueva, id: 'far-boise', name: 'Far Diner' }, 1200),
      at({ ...casaNueva, id: 'pho-boise', name: 'Pho Bar' }, 900),
    ]);
    const user = userEvent.setup();
    renderMeals('/meals/new');
    await pickPhoto(user, 'gps-offset');

    const nearest = await screen.findByRole('list', {
      name: 'No restaurant within 150 m of where this photo was taken. The nearest:',
    });
    const choices = await within(nearest).findAllByRole('button');
    expect(choices.map((choice) => choice.textContent)).toEqual([
      'Casa Nueva Cantina (on Yelp) · 154 m',
      'Taco Stand (on Yelp) · 420 m',
      'Harbor Noodle Bar · 700 m',
    ]);
    expect(useRestaurant()).not.toBeInTheDocument();

    await user.click(choices[2]!);
    expect(restaurantBox()).toHaveValue('Harbor Noodle Bar');
    expect(screen.queryByRole('list', { name: /The nearest/ })).not.toBeInTheDocument();
  });

  it('says so when nothing is within 1 km', async () => {
    serveRestaurantLocations([]);
    serveYelpNearby([at(casaNueva, 1500)]);
    const user = userEvent.setup();
    renderMeals('/meals/new');
    await pickPhoto(user, 'gps-offset');
    expect(
      await screen.findByText('No restaurant found within 1 km of where this photo was taken.'),
    ).toBeInTheDocument();
  });

  it('places a restaurant added by name where the photo was taken', async () => {
    serveRestaurantLocations([]);
    serveYelpNearby([]);
    serveRestaurantOptions([]);
    serveRestaurantCreate('64b7f0c2a1b2c3d4e5f6cccc');
    const user = userEvent.setup();
    renderMeals('/meals/new');
    await pickPhoto(user, 'gps-offset');
    await user.type(restaurantBox(), 'Corner Bakery');
    await user.click(await screen.findByRole('option', { name: /Add .Corner Bakery./ }));
    await waitFor(() => expect(sent('POST', '/api/restaurants')).toHaveLength(1));
    const body = sent('POST', '/api/restaurants')[0]!.body as Record<string, number>;
    expect(body).toMatchObject({ name: 'Corner Bakery' });
    expect(body.lat).toBeCloseTo(43.615, 4);
    expect(body.long).toBeCloseTo(-116.2023, 4);
  });
});

it('never overwrites what the user chose: the suggestions wait for a press', async () => {
  // GET /api/restaurants/:id would answer /locations too: the later handler wins.
  serveRestaurant();
  serveRestaurantLocations([harbor]);
  const user = userEvent.setup();
  renderMeals(`/meals/new?restaurantId=${RESTAURANT_ID}`);
  await waitFor(() => expect(restaurantBox()).toHaveValue('Sichuan House'));
  await user.clear(dateBox());
  await user.type(dateBox(), '2025-06-20');

  await pickPhoto(user, 'gps-offset');

  expect(await screen.findByText('Photo taken near Harbor Noodle Bar')).toBeInTheDocument();
  expect(screen.getByText('Photo taken Jun 14, 2025')).toBeInTheDocument();
  expect(dateBox()).toHaveValue('2025-06-20');
  expect(restaurantBox()).toHaveValue('Sichuan House');
});

it('offers nothing the meal already has (editing a meal of that day at that restaurant)', async () => {
  serveRestaurant();
  serveRestaurantLocations([{ ...harbor, _id: RESTAURANT_ID, name: 'Sichuan House' }]);
  serveMeal(aMeal({ date: '2025-06-14' }));
  serveMealTags([]);
  serveMealUpdate(aMeal());
  const user = userEvent.setup();
  renderMeals(`/meals/${MEAL_ID}/edit`);
  await waitFor(() => expect(restaurantBox()).toHaveValue('Sichuan House'));

  await pickPhoto(user, 'gps-offset');
  await waitFor(() => expect(sent('GET', '/api/restaurants/locations')).toHaveLength(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

  expect(screen.queryByText(/Photo taken/)).not.toBeInTheDocument();
});

it('says nothing for a photo without EXIF and asks for no places', async () => {
  serveRestaurantLocations([harbor]);
  serveYelpNearby([casaNueva]);
  const user = userEvent.setup();
  renderMeals('/meals/new');

  await pickPhoto(user, 'no-exif');
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

  expect(screen.queryByText(/Photo taken/)).not.toBeInTheDocument();
  expect(sent('GET', '/api/restaurants/locations')).toHaveLength(0);
  expect(sent('GET', '/api/yelp/search/nearby')).toHaveLength(0);
});

it('suggests no place for a (0, 0) position, only the day', async () => {
  serveRestaurantLocations([harbor]);
  const user = userEvent.setup();
  renderMeals('/meals/new');

  await pickPhoto(user, 'zero-gps');

  expect(await screen.findByText('Photo taken Jun 14, 2025')).toBeInTheDocument();
  expect(useRestaurant()).not.toBeInTheDocument();
  expect(sent('GET', '/api/restaurants/locations')).toHaveLength(0);
});
