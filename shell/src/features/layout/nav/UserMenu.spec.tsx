import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { AuthUser } from '@dd/contracts';
import { sessionStore } from '@dd/shell-kit';
import { firstName } from './UserBadge';
import { UserMenu } from './UserMenu';
import { makeToken, testUser } from '@dd/shell-kit/testing';

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

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  global.fetch = jest
    .fn()
    .mockResolvedValue({ ok: true, status: 204, text: async () => '' }) as unknown as typeof fetch;
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
  expect(global.fetch).toHaveBeenCalledWith(
    '/api/auth/logout',
    expect.objectContaining({ method: 'POST' }),
  );
  expect(sessionStore.getToken()).toBeNull();
  expect(screen.getByRole('heading', { name: 'login page' })).toBeInTheDocument();
});

it('firstName takes the first word', () => {
  expect(firstName('  Grace  Brewster Hopper ')).toBe('Grace');
  expect(firstName('Plato')).toBe('Plato');
});
