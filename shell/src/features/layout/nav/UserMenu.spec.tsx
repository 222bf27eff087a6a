import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { AuthUser } from '@dd/contracts';
import { outbox, sessionStore } from '@dd/shell-kit';
import { firstName } from './UserBadge';
import { UserMenu } from './UserMenu';
import {
  answer,
  HttpResponse,
  makeToken,
  testUser,
  type ReceivedRequest,
} from '@dd/shell-kit/testing';
import { queueOffline, restaurantEdit } from '../../../testing/queuedWrites';

function renderMenu(user: AuthUser = testUser) {
  sessionStore.signIn(makeToken(user), { persistent: true });
  return render(
    <MemoryRouter initialEntries={['/meals']}>
      <Routes>
        <Route path="/meals" element={<UserMenu user={user} />} />
        <Route path="/login" element={<h1>login page</h1>} />
        <Route path="/profile" element={<h1>profile page</h1>} />
      </Routes>
      <p>outside</p>
    </MemoryRouter>,
  );
}

let logouts: ReceivedRequest[];
/** How many changes the outbox held when the log-out reached the server. */
let unsyncedAtLogout: number | undefined;

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  unsyncedAtLogout = undefined;
  logouts = answer('post', '/api/auth/logout', () => {
    unsyncedAtLogout = outbox.getSnapshot().entries.length;
    return HttpResponse.json({ message: 'Logged out' });
  });
  await outbox.clear(testUser.id);
});

it('greets with the first word of the full name and shows the initial without images', () => {
  renderMenu();
  const trigger = screen.getByRole('button', { name: /Hi, Ada/ });
  expect(trigger).toHaveTextContent('A');
  expect(trigger.querySelector('img')).toBeNull();
});

it('uses the first user image as the avatar', () => {
  renderMenu({
    ...testUser,
    userImages: [
      { url: '/api/uploads/images/me.webp', isPrimary: false },
      { url: '/second.webp', isPrimary: true },
    ],
  });
  expect(screen.getByRole('button', { name: /Hi, Ada/ }).querySelector('img')).toHaveAttribute(
    'src',
    '/api/uploads/images/me.webp',
  );
});

it('opens on click and closes on an outside press or Escape', () => {
  renderMenu();
  const trigger = screen.getByRole('button', { name: /Hi, Ada/ });
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  fireEvent.click(trigger);
  expect(screen.getByRole('menuitem', { name: 'Edit Profile' })).toHaveAttribute(
    'href',
    '/profile',
  );
  expect(screen.getByRole('menuitem', { name: 'Your data' })).toHaveAttribute(
    'href',
    '/profile?tab=your-data',
  );
  expect(screen.getByRole('menuitem', { name: 'Shared diaries' })).toHaveAttribute(
    'href',
    '/profile?tab=shared-diaries',
  );
  fireEvent.mouseDown(screen.getByText('outside'));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  fireEvent.click(trigger);
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

it('a press inside the menu does not close it', () => {
  renderMenu();
  fireEvent.click(screen.getByRole('button', { name: /Hi, Ada/ }));
  fireEvent.mouseDown(screen.getByRole('menuitem', { name: 'Log Out' }));
  expect(screen.getByRole('menu')).toBeInTheDocument();
});

it('Log Out ends the session and goes to /login', async () => {
  renderMenu();
  fireEvent.click(screen.getByRole('button', { name: /Hi, Ada/ }));
  await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Log Out' })));
  expect(logouts).toHaveLength(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sessionStore.getToken()).toBeNull();
  expect(screen.getByRole('heading', { name: 'login page' })).toBeInTheDocument();
});

describe('with changes the server has not received', () => {
  async function renderWithUnsynced() {
    sessionStore.signIn(makeToken(), { persistent: true });
    await queueOffline(restaurantEdit('r1', 'Harbor'), restaurantEdit('r2', 'Lupa'));
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: /Hi, Ada/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Log Out' }));
    // The dialog's code loads with the menu once changes are queued.
    await screen.findByRole('dialog', { name: 'Log out with unsynced changes?' });
    return user;
  }

  afterEach(async () => {
    cleanup(); // before the queue empties under a mounted nav
    await outbox.clear(testUser.id);
  });

  it('asks before logging out; Stay signed in keeps the session and the changes', async () => {
    const user = await renderWithUnsynced();

    const dialog = screen.getByRole('dialog', { name: 'Log out with unsynced changes?' });
    expect(dialog).toHaveTextContent(
      '2 changes have not reached the server yet. Logging out deletes them from this device.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Hi, Ada/ })).toHaveFocus();
    expect(logouts).toHaveLength(0);
    expect(sessionStore.getToken()).not.toBeNull();
    expect(outbox.getSnapshot().entries).toHaveLength(2);
  });

  it('Log out anyway deletes them from the device, then logs out', async () => {
    const user = await renderWithUnsynced();

    await user.click(screen.getByRole('button', { name: 'Log out anyway' }));

    expect(await screen.findByRole('heading', { name: 'login page' })).toBeInTheDocument();
    expect(logouts).toHaveLength(1);
    expect(unsyncedAtLogout).toBe(0);
    expect(sessionStore.getToken()).toBeNull();
  });
});

it('firstName takes the first word', () => {
  expect(firstName('  Grace  Brewster Hopper ')).toBe('Grace');
  expect(firstName('Plato')).toBe('Plato');
});
