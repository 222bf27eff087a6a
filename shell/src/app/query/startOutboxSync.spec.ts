import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { outbox, sessionStore } from '@dd/shell-kit';
import { answer, HttpResponse, makeToken, testUser } from '@dd/shell-kit/testing';
import { queueOffline, restaurantEdit } from '../../testing/queuedWrites';
import { startOutboxSync } from './startOutboxSync';

beforeEach(async () => {
  sessionStore.signIn(makeToken(), { persistent: true });
  await outbox.clear(testUser.id);
});

afterEach(() => outbox.clear(testUser.id));

it('sends what waits once started, and again whenever the network is back, refetching the lists each time', async () => {
  const queryClient = new QueryClient();
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  await queueOffline(restaurantEdit('r1', 'Harbor'));
  const edits = answer('put', '/api/restaurants/:id', () => HttpResponse.json({}));

  startOutboxSync(queryClient);
  startOutboxSync(queryClient); // a second layout route mounting: still one listener

  await waitFor(() => expect(outbox.getSnapshot().entries).toEqual([]));
  expect(edits.map((request) => request.url.pathname)).toEqual(['/api/restaurants/r1']);
  expect(invalidate).toHaveBeenCalledTimes(1);

  await queueOffline(restaurantEdit('r2', 'Lupa'));
  const backOnline = answer('put', '/api/restaurants/:id', () => HttpResponse.json({}));
  window.dispatchEvent(new Event('online'));

  await waitFor(() => expect(outbox.getSnapshot().entries).toEqual([]));
  expect(backOnline.map((request) => request.url.pathname)).toEqual(['/api/restaurants/r2']);
  expect(invalidate).toHaveBeenCalledTimes(2);
});
