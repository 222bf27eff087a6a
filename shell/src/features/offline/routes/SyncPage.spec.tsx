import 'fake-indexeddb/auto';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { outbox, sessionStore } from '@dd/shell-kit';
import { answer, HttpResponse, makeToken, testUser } from '@dd/shell-kit/testing';
import { mealWithTag, queueOffline, refuse, restaurantEdit } from '../../../testing/queuedWrites';
import { SyncPage } from './SyncPage';

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/sync']}>
      <SyncPage />
    </MemoryRouter>,
  );
}

/** The list's items, each as its label and the rest of its text. */
function listed() {
  const list = screen.getByRole('list', { name: 'Changes waiting to sync' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => ({
      label: within(item).getByRole('heading').textContent,
      text: item.textContent,
    }));
}

function itemOf(label: string): HTMLElement {
  return screen.getByRole('heading', { name: label }).closest('li')!;
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

const ramen = mealWithTag('Shoyu ramen');
const harbor = restaurantEdit('r1', 'Harbor');
const lupa = restaurantEdit('r2', 'Lupa');

/**
 * The meal's create refused by the server, so its tag link waits for it; the
 * edit of Harbor tried and due again later; the edit of Lupa not tried yet.
 */
async function queueOneOfEach() {
  await queueOffline(ramen.create, ramen.tagLink, harbor, lupa);
  refuse(ramen.create, 'A meal needs a date');
  await outbox.sync({ ignoreBackoff: true });
}

beforeEach(async () => {
  sessionStore.signIn(makeToken(), { persistent: true });
  await outbox.clear(testUser.id);
});

afterEach(async () => {
  cleanup(); // before the queue empties under a mounted page
  setOnline(true);
  await outbox.clear(testUser.id);
});

it('says everything is synced when nothing waits', async () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Waiting to sync' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Everything is synced.');
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sync now' })).not.toBeInTheDocument();
});

it('lists each change in the order made, when it was made and where it stands', async () => {
  await queueOneOfEach();
  renderPage();

  expect(screen.getByRole('status')).toHaveTextContent(
    '4 changes have not reached the server yet. The server refused 1 of them.',
  );
  const items = listed();
  expect(items.map((item) => item.label)).toEqual([
    'New meal “Shoyu ramen”',
    'Tag “Spicy” on “Shoyu ramen”',
    'Edit restaurant “Harbor”',
    'Edit restaurant “Lupa”',
  ]);
  for (const item of items) expect(item.text).toMatch(/Made today at \d/);
  expect(items[0].text).toContain('Refused by the server: A meal needs a date');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument(); // the summary says it, once
  expect(items[1].text).toContain('Waits for a change that was refused');
  expect(items[2].text).toMatch(/Next try at \d/);
  expect(items[3].text).toContain('Waiting for the network');
  // Only a refused change can be tried again or discarded.
  expect(screen.getAllByRole('button', { name: /^Try again/ })).toHaveLength(1);
  expect(
    within(itemOf('New meal “Shoyu ramen”')).getByRole('button', {
      name: 'Discard: New meal “Shoyu ramen”',
    }),
  ).toBeInTheDocument();
});

it('discards a refused change and the changes that need it, after saying so', async () => {
  await queueOneOfEach();
  const user = userEvent.setup();
  renderPage();

  await user.click(screen.getByRole('button', { name: 'Discard: New meal “Shoyu ramen”' }));
  const dialog = screen.getByRole('dialog', { name: 'Discard this change?' });
  expect(dialog).toHaveTextContent(
    'New meal “Shoyu ramen” is deleted from this device and never reaches the server.',
  );
  expect(dialog).toHaveTextContent(
    'A change made after it needs it, and is discarded too: Tag “Spicy” on “Shoyu ramen”.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(listed()).toHaveLength(4);

  await user.click(screen.getByRole('button', { name: 'Discard: New meal “Shoyu ramen”' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Discard' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(listed().map((item) => item.label)).toEqual([
    'Edit restaurant “Harbor”',
    'Edit restaurant “Lupa”',
  ]);
  expect(outbox.getSnapshot().entries.map((entry) => entry.label)).toEqual([
    'Edit restaurant “Harbor”',
    'Edit restaurant “Lupa”',
  ]);
  expect(screen.getByRole('status')).toHaveFocus();
});

it('tries a refused change again: sent, it leaves the list, and what waited for it follows', async () => {
  await queueOneOfEach();
  const meals = answer('post', '/api/meals', () => HttpResponse.json({ _id: 'm1' }));
  const tagLinks = answer('post', '/api/meal-tags', () => HttpResponse.json({}));
  const user = userEvent.setup();
  renderPage();

  await user.click(screen.getByRole('button', { name: 'Try again: New meal “Shoyu ramen”' }));

  expect(await screen.findByText('2 changes have not reached the server yet.')).toBeInTheDocument();
  expect(meals.map((request) => request.body)).toEqual([{ name: 'Shoyu ramen' }]);
  expect(tagLinks.map((request) => request.body)).toEqual([{ mealId: 'm1', tagId: 't-spicy' }]);
  expect(listed().map((item) => item.label)).toEqual([
    'Edit restaurant “Harbor”',
    'Edit restaurant “Lupa”',
  ]);
});

it('offline, keeps Sync now off and says why; online, Sync now sends the whole queue', async () => {
  await queueOffline(harbor, lupa);
  const user = userEvent.setup();
  renderPage();

  setOnline(false);
  const syncNow = screen.getByRole('button', { name: 'Sync now' });
  expect(syncNow).toBeDisabled();
  expect(syncNow).toHaveAccessibleDescription(
    'You are offline. Your changes are sent when the network is back.',
  );

  setOnline(true);
  expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  const edits = answer('put', '/api/restaurants/:id', () => HttpResponse.json({}));
  await user.click(syncNow);

  expect(await screen.findByText('Everything is synced.')).toBeInTheDocument();
  expect(edits.map((request) => request.url.pathname)).toEqual([
    '/api/restaurants/r1',
    '/api/restaurants/r2',
  ]);
});
