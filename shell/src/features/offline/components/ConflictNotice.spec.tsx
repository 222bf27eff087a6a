import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { outbox, sessionStore, type OutboxWrite } from '@dd/shell-kit';
import { answer, HttpResponse, makeToken, testUser } from '@dd/shell-kit/testing';
import { queueOffline } from '../../../testing/queuedWrites';
import { ConflictNotice } from './ConflictNotice';

const read = { _id: 'm1', name: 'Ramen', notes: 'Rich', isThumbsUp: null };

/** Notes and the rating changed offline while another device rewrote the notes. */
const edit: OutboxWrite = {
  method: 'PUT',
  path: '/api/meals/m1',
  body: { name: 'Ramen', notes: 'Too salty', isThumbsUp: false },
  base: { sent: { name: 'Ramen', notes: 'Rich', isThumbsUp: null }, read },
  label: 'Changes to meal “Ramen”',
};

beforeEach(async () => {
  sessionStore.signIn(makeToken(), { persistent: true });
  await outbox.clear(testUser.id);
});

it('says when an edit made offline overrode a change made on another device, until dismissed', async () => {
  render(<ConflictNotice />);
  await act(() => queueOffline(edit));
  answer('get', '/api/meals/m1', () => HttpResponse.json({ ...read, notes: 'Rich, salty' }));
  answer('put', '/api/meals/m1', () => HttpResponse.json(read));

  await act(() => outbox.sync({ ignoreBackoff: true }));

  expect(await screen.findByRole('status')).toHaveTextContent(
    'Changed on another device — yours was kept. Changes to meal “Ramen”: notes.',
  );
  await userEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(screen.queryByText(/Changed on another device/)).not.toBeInTheDocument();
});

it('says nothing when the other device changed other fields', async () => {
  render(<ConflictNotice />);
  await act(() => queueOffline(edit));
  answer('get', '/api/meals/m1', () => HttpResponse.json({ ...read, name: 'Shoyu ramen' }));
  const puts = answer('put', '/api/meals/m1', () => HttpResponse.json(read));

  await act(() => outbox.sync({ ignoreBackoff: true }));

  expect(puts.map((request) => request.body)).toEqual([{ notes: 'Too salty', isThumbsUp: false }]);
  expect(screen.queryByText(/Changed on another device/)).not.toBeInTheDocument();
});
