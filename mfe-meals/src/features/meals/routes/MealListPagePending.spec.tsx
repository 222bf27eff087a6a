import 'fake-indexeddb/auto';
import { act, screen, within } from '@testing-library/react';
import { newLocalRef, outbox } from '@dd/shell-kit';
import { http, HttpResponse, server, testUser } from '@dd/shell-kit/testing';
import { aMeal } from '../testing/fixtures';
import { serveMealList } from '../testing/mealsApi';
import { renderMeals } from '../testing/renderMeals';

// The outbox keeps its queue in IndexedDB: a spec of its own, so the list's
// other specs keep writes that fail at once.
const tofu = aMeal({ _id: '64b7f0c2a1b2c3d4e5f60901', name: 'Mapo tofu' });

it('shows a meal saved on this device above the list until it syncs, with its price', async () => {
  serveMealList([tofu]);
  server.use(http.post('/api/meals', () => HttpResponse.error()));
  renderMeals();
  await screen.findByRole('link', { name: 'Mapo tofu' });
  expect(screen.queryByRole('heading', { name: 'Waiting to sync' })).not.toBeInTheDocument();

  const payload = {
    name: 'Shoyu ramen',
    date: '2026-11-20',
    isThumbsUp: null,
    price: { amount: 14.5, currency: 'USD' },
    notes: '',
    mealImages: [],
    imageUrl: null,
  };
  await act(() =>
    outbox.write({
      method: 'POST',
      path: '/api/meals',
      body: { ...payload, restaurantId: null },
      creates: { ref: newLocalRef(), field: '_id' },
      preview: { kind: 'meals', value: { ...payload, restaurant: null } },
      label: 'New meal “Shoyu ramen”',
    }),
  );
  const pending = await screen.findByRole('region', { name: 'Waiting to sync' });
  expect(within(pending).getByText('Shoyu ramen')).toBeInTheDocument();
  expect(within(pending).getByText(/· \$14\.50$/)).toBeInTheDocument();
  await act(() => outbox.clear(testUser.id));
});
