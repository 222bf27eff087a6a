import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Restaurant } from '@dd/contracts';
import { localDiaryDate } from '@dd/diary-ui';
import { delay, http, HttpResponse, renderRemote, server } from '@dd/shell-kit/testing';
import RestaurantsRoutes from '../../../routes';
import { DRAFT_ERRORS } from '../model/restaurantPayload';
import {
  NEW_RESTAURANT_ID,
  TAGS,
  aRestaurant,
  aYelpBusiness,
  recordRequests,
  serveAnyOtherGetAsNotFound,
  serveTagLinks,
  serveTags,
  serveYelp,
  type Recorder,
} from '../testing/editorTestApi';

function renderAddPage() {
  return renderRemote(RestaurantsRoutes, { mountPath: '/restaurants', path: '/restaurants/new' });
}

/** POST /api/restaurants answering the created record; `until` holds the answer back. */
function serveCreate(recorder: Recorder, until?: Promise<void>) {
  server.use(
    http.post('/api/restaurants', async ({ request }) => {
      await recorder.record(request);
      await until;
      const body = (await request.json()) as Partial<Restaurant>;
      return HttpResponse.json(aRestaurant({ ...body, _id: NEW_RESTAURANT_ID }), { status: 201 });
    }),
  );
}

const nameInput = () => screen.getByRole('textbox', { name: /^Name/ });
const saveButton = () => screen.getByRole('button', { name: /Save Restaurant|Saving\.\.\./ });

beforeEach(() => {
  serveAnyOtherGetAsNotFound();
  serveTags();
});

it('shows the heading, the Search Yelp block and the form, first visited today', async () => {
  renderAddPage();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Add New Restaurant' }),
  ).toBeVisible();
  for (const section of [
    'Search Yelp',
    'Restaurant Information',
    'Photos',
    'Preferences',
    'Comments',
    'Tags',
  ]) {
    expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
  }
  expect(nameInput()).toBeRequired();
  expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
  expect(screen.getByLabelText('Website')).toHaveAttribute('type', 'url');
  expect(screen.getByLabelText('First Visited')).toHaveValue(localDiaryDate(new Date()));
  expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('rows', '4');
  expect(screen.getByRole('button', { name: 'Camera' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Gallery' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Would order/visit again' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  expect(saveButton()).toHaveTextContent('Save Restaurant');
});

it('requires a name and sends nothing without one', async () => {
  renderAddPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Save Restaurant' }));
  expect(await screen.findByText(DRAFT_ERRORS.name)).toBeVisible();
  expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
  expect(nameInput()).toHaveFocus();
  // No POST handler exists: a request would fail the test as unhandled.
});

it('refuses a javascript: website with a field error instead of sending it', async () => {
  renderAddPage();
  await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Tacos');
  await userEvent.type(screen.getByLabelText('Website'), 'javascript:alert(1)');
  await userEvent.click(saveButton());
  expect(await screen.findByText(DRAFT_ERRORS.website)).toBeVisible();
  expect(screen.getByLabelText('Website')).toHaveAttribute('aria-invalid', 'true');
});

it('saves a place for later with the Want to go checkbox', async () => {
  const recorder = recordRequests();
  serveCreate(recorder);
  const view = renderAddPage();
  await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Someday Sushi');
  const wantToGo = screen.getByRole('checkbox', { name: 'Want to go' });
  expect(wantToGo).not.toBeChecked();
  await userEvent.click(wantToGo);
  await userEvent.click(saveButton());
  await waitFor(() => expect(view.currentPath()).toBe(`/restaurants/${NEW_RESTAURANT_ID}`));
  expect(recorder.of('POST', '/api/restaurants')[0]!.body).toMatchObject({
    name: 'Someday Sushi',
    wantToGo: true,
  });
});

it('creates the restaurant, then links each selected tag, showing Saving... meanwhile', async () => {
  const recorder = recordRequests();
  let answer!: () => void;
  serveCreate(recorder, new Promise<void>((resolve) => (answer = resolve)));
  serveTagLinks(recorder);
  const view = renderAddPage();

  await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), '  Casa Nonna ');
  await userEvent.type(screen.getByLabelText('Address'), '1 Main St');
  await userEvent.type(screen.getByLabelText('Website'), 'casanonna.example');
  await userEvent.clear(screen.getByLabelText('First Visited'));
  await userEvent.type(screen.getByLabelText('First Visited'), '2024-02-29');
  await userEvent.click(screen.getByRole('button', { name: 'Would order/visit again' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'Try the gnocchi');
  const tagsBox = screen.getByRole('combobox', { name: 'Restaurant tags' });
  await userEvent.type(tagsBox, 'lunch{Enter}');
  await userEvent.type(tagsBox, 'date night{Enter}');
  expect(
    within(screen.getByRole('list', { name: 'Selected restaurant tags' })).getAllByRole('listitem'),
  ).toHaveLength(2);

  await userEvent.click(saveButton());
  expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  answer();

  await waitFor(() => expect(view.currentPath()).toBe(`/restaurants/${NEW_RESTAURANT_ID}`));
  expect(recorder.received.map(({ method, path }) => `${method} ${path}`)).toEqual([
    'POST /api/restaurants',
    'POST /api/restaurant-tags',
    'POST /api/restaurant-tags',
  ]);
  expect(recorder.of('POST', '/api/restaurants')[0]!.body).toEqual({
    name: 'Casa Nonna',
    address: '1 Main St',
    phone: '',
    website: 'casanonna.example',
    cuisine: '',
    notes: 'Try the gnocchi',
    date: '2024-02-29',
    isThumbsUp: true,
    wantToGo: false,
    yelpId: null,
    lat: null,
    long: null,
    restaurantImages: [],
    imageUrl: null,
  });
  // The links are created together, so they may arrive in any order.
  expect(recorder.of('POST', '/api/restaurant-tags').map((link) => link.body)).toEqual(
    expect.arrayContaining([
      { restaurantId: NEW_RESTAURANT_ID, tagId: TAGS[0]!._id },
      { restaurantId: NEW_RESTAURANT_ID, tagId: TAGS[1]!._id },
    ]),
  );
});

it('links a tag left typed in the box, and one ended by a comma, when the form is saved', async () => {
  const recorder = recordRequests();
  serveCreate(recorder);
  serveTagLinks(recorder);
  const view = renderAddPage();
  await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Casa Nonna');
  const tagsBox = screen.getByRole('combobox', { name: 'Restaurant tags' });

  await userEvent.type(tagsBox, 'LUNCH,  date night ');
  await userEvent.click(saveButton());

  await waitFor(() => expect(view.currentPath()).toBe(`/restaurants/${NEW_RESTAURANT_ID}`));
  expect(recorder.of('POST', '/api/restaurant-tags').map((link) => link.body)).toEqual(
    expect.arrayContaining([
      { restaurantId: NEW_RESTAURANT_ID, tagId: TAGS[0]!._id },
      { restaurantId: NEW_RESTAURANT_ID, tagId: TAGS[1]!._id },
    ]),
  );
  expect(recorder.of('POST', '/api/restaurant-tags')).toHaveLength(2);
});

it('uploads a photo from the gallery and saves it as the primary image', async () => {
  const recorder = recordRequests();
  serveCreate(recorder);
  server.use(
    http.post('/api/uploads/proxy', async ({ request }) => {
      const file = (await request.formData()).get('file');
      return file instanceof File && file.name === 'front.jpg'
        ? HttpResponse.json({ fileUrl: '/api/uploads/images/front.jpg' })
        : HttpResponse.json({ message: 'No file' }, { status: 400 });
    }),
  );
  const view = renderAddPage();
  await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Casa Nonna');
  fireEvent.change(screen.getByTestId('image-file-input'), {
    target: { files: [new File(['x'], 'front.jpg', { type: 'image/jpeg' })] },
  });
  expect(await screen.findByText('Primary')).toBeVisible();

  await userEvent.click(saveButton());
  await waitFor(() => expect(view.currentPath()).toBe(`/restaurants/${NEW_RESTAURANT_ID}`));
  expect(recorder.of('POST', '/api/restaurants')[0]!.body).toMatchObject({
    restaurantImages: [{ url: '/api/uploads/images/front.jpg', isPrimary: true, caption: '' }],
  });
});

it("shows 'Failed to create restaurant' and the form error, and stays on the page", async () => {
  server.use(
    http.post('/api/restaurants', () =>
      HttpResponse.json({ message: 'Database down' }, { status: 500 }),
    ),
  );
  const view = renderAddPage();
  await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Casa Nonna');
  await userEvent.click(saveButton());
  expect(await screen.findByText('Failed to create restaurant')).toBeVisible();
  expect(screen.getByText('Error saving restaurant')).toBeVisible();
  expect(saveButton()).toHaveTextContent('Save Restaurant');
  expect(nameInput()).toHaveValue('Casa Nonna');
  expect(view.currentPath()).toBe('/restaurants/new');
});

it('updates, not re-creates, a restaurant whose tags failed to save', async () => {
  const recorder = recordRequests();
  serveCreate(recorder);
  let linksUp = false;
  server.use(
    http.post('/api/restaurant-tags', () =>
      linksUp
        ? HttpResponse.json({}, { status: 201 })
        : HttpResponse.json({ message: 'Unavailable' }, { status: 503 }),
    ),
    http.put(`/api/restaurants/${NEW_RESTAURANT_ID}`, async ({ request }) => {
      await recorder.record(request);
      return HttpResponse.json(aRestaurant({ _id: NEW_RESTAURANT_ID, name: 'Casa Nonna' }));
    }),
    http.delete(`/api/restaurant-tags/restaurant/${NEW_RESTAURANT_ID}`, async ({ request }) => {
      await recorder.record(request);
      return HttpResponse.json({ message: 'Restaurant tags removed' });
    }),
  );
  const view = renderAddPage();
  await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Casa Nonna');
  await userEvent.type(screen.getByRole('combobox', { name: 'Restaurant tags' }), 'Lunch{Enter}');
  await userEvent.click(saveButton());
  expect(await screen.findByText('Failed to create restaurant')).toBeVisible();

  linksUp = true;
  await userEvent.click(saveButton());
  await waitFor(() => expect(view.currentPath()).toBe(`/restaurants/${NEW_RESTAURANT_ID}`));
  expect(recorder.received.map(({ method, path }) => `${method} ${path}`)).toEqual([
    'POST /api/restaurants',
    `PUT /api/restaurants/${NEW_RESTAURANT_ID}`,
    `DELETE /api/restaurant-tags/restaurant/${NEW_RESTAURANT_ID}`,
  ]);
});

it('goes back to the list on Cancel', async () => {
  const view = renderAddPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
  expect(view.currentPath()).toBe('/restaurants');
});

describe('Search Yelp', () => {
  const nameBox = () => screen.getByRole('combobox', { name: 'Restaurant name' });
  // Real time passing, with React told about the updates it causes.
  const pause = (ms: number) => act(() => delay(ms));

  it('suggests businesses from 2 characters, 300 ms after typing stops', async () => {
    const recorder = recordRequests();
    serveYelp(recorder);
    renderAddPage();

    await userEvent.type(await screen.findByRole('combobox', { name: 'Restaurant name' }), 'G');
    await pause(450);
    expect(recorder.of('GET', '/api/yelp/autocomplete')).toHaveLength(0);
    expect(nameBox()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.type(nameBox(), 'old');
    expect(recorder.of('GET', '/api/yelp/autocomplete')).toHaveLength(0);
    expect(await screen.findByRole('option', { name: /Golden Dragon/ })).toBeVisible();
    expect(nameBox()).toHaveAttribute('aria-expanded', 'true');
    // One request for the settled text, none for 'Go' or 'Gol' typed on the way.
    expect(recorder.of('GET', '/api/yelp/autocomplete').map((request) => request.query)).toEqual([
      '?text=Gold',
    ]);
  });

  it('closes the dropdown on a mouse press outside it', async () => {
    serveYelp(recordRequests());
    renderAddPage();
    await userEvent.type(await screen.findByRole('combobox', { name: 'Restaurant name' }), 'Go');
    expect(await screen.findByRole('listbox', { name: 'Yelp results' })).toBeVisible();

    fireEvent.mouseDown(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('listbox', { name: 'Yelp results' })).not.toBeInTheDocument();
    expect(nameBox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('fills the draft from the picked business, which is then saved', async () => {
    const recorder = recordRequests();
    serveYelp(recorder);
    serveCreate(recorder);
    // The detail page the save lands on reads the linked listing's reviews.
    server.use(
      http.get('/api/yelp/business/:id/reviews', () =>
        HttpResponse.json({ reviews: [], total: 0, possible_languages: [] }),
      ),
    );
    const view = renderAddPage();
    await userEvent.type(
      await screen.findByRole('combobox', { name: 'Restaurant name' }),
      'Golden',
    );
    await userEvent.click(await screen.findByRole('option', { name: /Golden Dragon/ }));

    await waitFor(() => expect(nameInput()).toHaveValue('Golden Dragon'));
    expect(recorder.of('GET', '/api/yelp/business/golden-dragon-boise')).toHaveLength(1);
    expect(screen.getByLabelText('Address')).toHaveValue('12 River St, Boise, ID, 83702');
    expect(screen.getByLabelText('Phone')).toHaveValue('+12085550123');
    expect(screen.getByLabelText('Website')).toHaveValue(
      'https://www.yelp.com/biz/golden-dragon-boise',
    );
    expect(screen.getByText('Primary')).toBeVisible();
    expect(screen.queryByRole('listbox', { name: 'Yelp results' })).not.toBeInTheDocument();

    await userEvent.click(saveButton());
    await waitFor(() => expect(view.currentPath()).toBe(`/restaurants/${NEW_RESTAURANT_ID}`));
    expect(recorder.of('POST', '/api/restaurants')[0]!.body).toMatchObject({
      name: 'Golden Dragon',
      cuisine: 'Chinese',
      yelpId: 'golden-dragon-boise',
      lat: 43.61,
      long: -116.2,
      restaurantImages: [
        { url: 'https://s3-media0.fl.yelpcdn.com/bphoto/p1/o.jpg', isPrimary: true, caption: '' },
      ],
    });
  });

  it('picks a suggestion with the keyboard', async () => {
    serveYelp(recordRequests(), [
      aYelpBusiness(),
      aYelpBusiness({ id: 'golden-bowl-boise', name: 'Golden Bowl', photos: [] }),
    ]);
    renderAddPage();
    await userEvent.type(
      await screen.findByRole('combobox', { name: 'Restaurant name' }),
      'Golden',
    );
    await screen.findAllByRole('option');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /Golden Bowl/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(nameBox()).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(nameInput()).toHaveValue('Golden Bowl'));
  });

  it('enables Search only with a name and a location and while nothing loads', async () => {
    const recorder = recordRequests();
    serveYelp(recorder);
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/yelp/search', async ({ request }) => {
        await recorder.record(request);
        await held;
        return HttpResponse.json({
          businesses: [aYelpBusiness()],
          total: 1,
          region: { center: { latitude: 0, longitude: 0 } },
        });
      }),
    );
    renderAddPage();
    const search = await screen.findByRole('button', { name: 'Search' });
    expect(search).toBeDisabled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Location' }), 'Boise, ID');
    expect(search).toBeDisabled();
    await userEvent.type(nameBox(), 'G');
    expect(search).toBeEnabled();

    await userEvent.click(search);
    await waitFor(() => expect(recorder.of('GET', '/api/yelp/search')).toHaveLength(1));
    expect(search).toBeDisabled();
    expect(recorder.of('GET', '/api/yelp/search')[0]!.query).toBe('?term=G&location=Boise%2C+ID');

    answer();
    const option = await screen.findByRole('option', { name: /Golden Dragon/ });
    expect(option).toHaveTextContent('12 River St, Boise, ID, 83702');
    expect(search).toBeEnabled();
  });

  it('only logs a failed suggestion request', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('/api/yelp/autocomplete', () =>
        HttpResponse.json({ message: 'Upstream down' }, { status: 502 }),
      ),
    );
    renderAddPage();
    await userEvent.type(await screen.findByRole('combobox', { name: 'Restaurant name' }), 'Go');
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Yelp autocomplete failed', expect.any(Error)),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});
