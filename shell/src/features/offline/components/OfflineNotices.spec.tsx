import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import { outbox, sessionStore } from '@dd/shell-kit';
import { answer, HttpResponse, makeToken, testUser } from '@dd/shell-kit/testing';
import { mealWithTag, queueOffline } from '../../../testing/queuedWrites';
import { OfflineNotices } from './OfflineNotices';

beforeEach(async () => {
  sessionStore.signIn(makeToken(), { persistent: true });
  await outbox.clear(testUser.id);
});

it('says what synced once a meal made offline reached the server', async () => {
  render(<OfflineNotices />);
  const { create } = mealWithTag('Ramen');
  await act(() => queueOffline(create));
  answer('post', '/api/meals', () => HttpResponse.json({ _id: 'm1', name: 'Ramen' }));

  await act(() => outbox.sync({ ignoreBackoff: true }));

  expect(await screen.findByRole('status')).toHaveTextContent('1 meal synced');
});
