import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { photoFixture } from '@dd/diary-ui/testing/photos';
import { http, HttpResponse, renderRemote, server } from '@dd/shell-kit/testing';
import RestaurantsRoutes from '../../../routes';
import {
  aYelpBusiness,
  recordRequests,
  serveAnyOtherGetAsNotFound,
  serveTags,
} from '../testing/editorTestApi';

// gps-offset.jpg was taken on 2025-06-14 at 43.615, -116.2023.
const listing = aYelpBusiness({
  id: 'casa-nueva-boise',
  name: 'Casa Nueva Cantina',
  coordinates: { latitude: 43.6154, longitude: -116.2023 },
  photos: undefined,
});

beforeEach(() => {
  serveAnyOtherGetAsNotFound();
  serveTags();
});

it("suggests the Yelp listing and the day of a picked photo; using them fills only what's empty", async () => {
  const recorder = recordRequests();
  server.use(
    http.post('/api/uploads/proxy', () =>
      HttpResponse.json({ fileUrl: '/api/uploads/images/front.jpg' }),
    ),
    http.get('/api/yelp/search/nearby', async ({ request }) => {
      await recorder.record(request);
      return HttpResponse.json({ businesses: [listing], total: 1 });
    }),
  );
  const user = userEvent.setup();
  renderRemote(RestaurantsRoutes, { mountPath: '/restaurants', path: '/restaurants/new' });
  const phone = await screen.findByRole('textbox', { name: /^Phone/ });
  await user.type(phone, '208 555 0000');

  await user.upload(screen.getByTestId('image-file-input'), photoFixture('gps-offset'));

  expect(
    await screen.findByText('Photo taken near Casa Nueva Cantina (on Yelp)'),
  ).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
  await user.click(screen.getByRole('button', { name: 'Use this place' }));
  await user.click(screen.getByRole('button', { name: 'Use this date' }));

  expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Casa Nueva Cantina');
  expect(screen.getByRole('textbox', { name: /^Address/ })).toHaveValue(
    '12 River St, Boise, ID, 83702',
  );
  expect(phone).toHaveValue('208 555 0000');
  expect(screen.getByLabelText(/^First Visited/)).toHaveValue('2025-06-14');
  await waitFor(() => expect(screen.queryByText(/Photo taken/)).not.toBeInTheDocument());
  // The user's photo stays the primary image: the listing's is not added.
  expect(screen.getAllByRole('img', { name: /Image \d/ })).toHaveLength(1);
});
