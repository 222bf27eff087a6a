import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Restaurant, Tag } from '@dd/contracts';
import { delay, http, HttpResponse, renderRemote, server } from '@dd/shell-kit/testing';
import RestaurantsRoutes from '../../../routes';
import {
  RESTAURANT_ID,
  TAGS,
  aRestaurant,
  recordRequests,
  serveAnyOtherGetAsNotFound,
  serveTagLinks,
  serveTags,
  serveYelp,
  type Recorder,
} from '../testing/editorTestApi';

const EDIT_PATH = `/restaurants/${RESTAURANT_ID}/edit`;

function renderEditPage() {
  return renderRemote(RestaurantsRoutes, { mountPath: '/restaurants', path: EDIT_PATH });
}

/** GET /api/restaurants/:id and its tag links. */
function serveRestaurant(restaurant: Restaurant = aRestaurant(), tags: Tag[] = [TAGS[0]!]) {
  server.use(
    http.get(`/api/restaurants/${RESTAURANT_ID}`, async () => {
      await delay(20);
      return HttpResponse.json(restaurant);
    }),
    http.get(`/api/restaurant-tags/restaurant/${RESTAURANT_ID}`, () =>
      HttpResponse.json(
        tags.map((tag) => ({ _id: `link-${tag._id}`, restaurantId: RESTAURANT_ID, tagId: tag })),
      ),
    ),
  );
}

/** PUT /api/restaurants/:id answering the record as sent; `until` holds the answer back. */
function serveUpdate(recorder: Recorder, until?: Promise<void>) {
  server.use(
    http.put(`/api/restaurants/${RESTAURANT_ID}`, async ({ request }) => {
      await recorder.record(request);
      await until;
      return HttpResponse.json(aRestaurant((await request.json()) as Partial<Restaurant>));
    }),
  );
}

const nameInput = () => screen.getByRole('textbox', { name: /^Name/ });

beforeEach(() => {
  serveAnyOtherGetAsNotFound();
  serveTags();
});

it('shows a loading state, then the restaurant and its tags in the form', async () => {
  serveRestaurant();
  renderEditPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit Restaurant' })).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent('Loading restaurant...');

  expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Chez Panisse');
  expect(screen.getByLabelText('Address')).toHaveValue('1517 Shattuck Ave, Berkeley, CA');
  expect(screen.getByLabelText('First Visited')).toHaveValue('2024-03-01');
  expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Book ahead');
  expect(screen.getByRole('button', { name: 'Would order/visit again' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(
    within(screen.getByRole('list', { name: 'Selected restaurant tags' })).getByText('Date night'),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Link to Yelp' })).toBeVisible();
  expect(
    screen.getByText('Search for this restaurant on Yelp to link it and import additional data.'),
  ).toBeVisible();
  expect(screen.queryByText('Restaurant linked to Yelp')).not.toBeInTheDocument();
});

it("shows 'Failed to load restaurant data' when the restaurant cannot be read", async () => {
  server.use(
    http.get(`/api/restaurants/${RESTAURANT_ID}`, () =>
      HttpResponse.json({ message: 'Restaurant not found' }, { status: 404 }),
    ),
    http.get(`/api/restaurant-tags/restaurant/${RESTAURANT_ID}`, () => HttpResponse.json([])),
  );
  renderEditPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load restaurant data');
  expect(screen.queryByRole('form', { name: 'Restaurant' })).not.toBeInTheDocument();
});

it('saves the changes, then deletes the tag links and creates one per selected tag', async () => {
  const recorder = recordRequests();
  let answer!: () => void;
  serveRestaurant();
  serveUpdate(recorder, new Promise<void>((resolve) => (answer = resolve)));
  serveTagLinks(recorder);
  const view = renderEditPage();

  await userEvent.clear(await screen.findByRole('textbox', { name: /^Name/ }));
  await userEvent.type(nameInput(), 'Chez Panisse Café');
  await userEvent.type(screen.getByRole('combobox', { name: 'Restaurant tags' }), 'Lunch{Enter}');
  await userEvent.click(screen.getByRole('button', { name: 'Would order/visit again' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

  expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  answer();
  await waitFor(() => expect(view.currentPath()).toBe(`/restaurants/${RESTAURANT_ID}`));

  const sequence = recorder.received.map(({ method, path }) => `${method} ${path}`);
  expect(sequence).toEqual([
    `PUT /api/restaurants/${RESTAURANT_ID}`,
    `DELETE /api/restaurant-tags/restaurant/${RESTAURANT_ID}`,
    'POST /api/restaurant-tags',
    'POST /api/restaurant-tags',
  ]);
  expect(recorder.of('PUT', `/api/restaurants/${RESTAURANT_ID}`)[0]!.body).toMatchObject({
    name: 'Chez Panisse Café',
    isThumbsUp: null,
    notes: 'Book ahead',
    date: '2024-03-01',
  });
  expect(recorder.of('POST', '/api/restaurant-tags').map((link) => link.body)).toEqual(
    expect.arrayContaining([
      { restaurantId: RESTAURANT_ID, tagId: TAGS[0]!._id },
      { restaurantId: RESTAURANT_ID, tagId: TAGS[1]!._id },
    ]),
  );
});

it("shows 'Failed to update restaurant' and keeps the edits", async () => {
  serveRestaurant();
  server.use(
    http.put(`/api/restaurants/${RESTAURANT_ID}`, () =>
      HttpResponse.json({ message: 'Database down' }, { status: 500 }),
    ),
  );
  const view = renderEditPage();
  await userEvent.type(await screen.findByRole('textbox', { name: 'Notes' }), ' and early');
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

  expect(await screen.findByText('Failed to update restaurant')).toBeVisible();
  expect(screen.getByText('Error saving restaurant')).toBeVisible();
  expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Book ahead and early');
  expect(view.currentPath()).toBe(EDIT_PATH);
});

it('goes back to the restaurant on Cancel', async () => {
  serveRestaurant();
  const view = renderEditPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
  expect(view.currentPath()).toBe(`/restaurants/${RESTAURANT_ID}`);
});

it('links the restaurant to Yelp, confirms it, and saves the link with Save Changes', async () => {
  const recorder = recordRequests();
  serveRestaurant(aRestaurant({ phone: '', website: '', cuisine: '' }), []);
  serveYelp(recorder);
  serveUpdate(recorder);
  serveTagLinks(recorder);
  server.use(
    http.get('/api/yelp/business/:id/reviews', () =>
      HttpResponse.json({ reviews: [], total: 0, possible_languages: [] }),
    ),
  );
  const view = renderEditPage();

  const yelpName = await screen.findByRole('combobox', { name: 'Restaurant name' });
  expect(yelpName).toHaveValue('Chez Panisse');
  expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue(
    '1517 Shattuck Ave, Berkeley, CA',
  );
  await userEvent.clear(yelpName);
  await userEvent.type(yelpName, 'Golden');
  await userEvent.click(await screen.findByRole('option', { name: /Golden Dragon/ }));

  expect(await screen.findByText('Restaurant linked to Yelp')).toBeVisible();
  const link = screen.getByRole('link', { name: 'View on Yelp' });
  expect(link).toHaveAttribute('href', 'https://www.yelp.com/biz/golden-dragon-boise');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  // The user's own name and address stay; empty fields come from the listing.
  expect(nameInput()).toHaveValue('Chez Panisse');
  expect(screen.getByLabelText('Address')).toHaveValue('1517 Shattuck Ave, Berkeley, CA');
  expect(screen.getByLabelText('Phone')).toHaveValue('+12085550123');

  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(view.currentPath()).toBe(`/restaurants/${RESTAURANT_ID}`));
  expect(recorder.of('PUT', `/api/restaurants/${RESTAURANT_ID}`)[0]!.body).toMatchObject({
    name: 'Chez Panisse',
    yelpId: 'golden-dragon-boise',
    lat: 43.61,
    long: -116.2,
    phone: '+12085550123',
    website: 'https://www.yelp.com/biz/golden-dragon-boise',
    cuisine: 'Chinese',
  });
});

it('confirms an existing Yelp link, with the id encoded in the link', async () => {
  serveRestaurant(aRestaurant({ yelpId: 'café/x y' }));
  renderEditPage();
  expect(await screen.findByText('Restaurant linked to Yelp')).toBeVisible();
  expect(screen.getByRole('link', { name: 'View on Yelp' })).toHaveAttribute(
    'href',
    'https://www.yelp.com/biz/caf%C3%A9%2Fx%20y',
  );
});

it('does not suggest for the name the page filled in, only for what the user types', async () => {
  const recorder = recordRequests();
  serveRestaurant();
  serveYelp(recorder);
  renderEditPage();
  await screen.findByRole('combobox', { name: 'Restaurant name' });
  await act(() => delay(450));
  expect(recorder.of('GET', '/api/yelp/autocomplete')).toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
});
