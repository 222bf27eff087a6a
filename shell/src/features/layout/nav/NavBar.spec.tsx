import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { outbox, sessionStore } from '@dd/shell-kit';
import { NavBar } from './NavBar';
import { isLinkActive } from './navLinks';
import { http, HttpResponse, makeToken, server, testUser } from '@dd/shell-kit/testing';
import { mealWithTag, queueOffline, refuse, restaurantEdit } from '../../../testing/queuedWrites';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <NavBar />
    </MemoryRouter>,
  );
}

/** The spec's section links (the list), not the brand nor the Log a meal action. */
function linkNames() {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(within(nav).getByRole('list'))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

const PERSONAL = { _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', name: 'Ada', personal: true, role: 'owner' };
const HOME = { _id: 'bbbbbbbbbbbbbbbbbbbbbbbb', name: 'Home', personal: false, role: 'editor' };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  server.use(http.get('/api/diaries', () => HttpResponse.json([PERSONAL])));
});

it('shows the diary switcher beside the brand, outside the folding panel, with two diaries', async () => {
  server.use(http.get('/api/diaries', () => HttpResponse.json([PERSONAL, HOME])));
  sessionStore.signIn(makeToken(), { persistent: true });
  renderAt('/meals');
  const switcher = await screen.findByRole('button', { name: 'Diary: My diary' });
  expect(switcher.closest('#main-nav-links')).toBeNull();
  expect(screen.getByRole('navigation', { name: 'Main' })).toContainElement(switcher);
});

it('shows Home, Log In, Sign Up when signed out', () => {
  renderAt('/');
  expect(linkNames()).toEqual(['Home', 'Log In', 'Sign Up']);
  expect(screen.queryByRole('button', { name: /Hi,/ })).not.toBeInTheDocument();
});

it('shows Home, Restaurants, Meals, Tags, Nearby and the user menu when signed in', async () => {
  sessionStore.signIn(makeToken(), { persistent: true });
  renderAt('/meals');
  expect(linkNames()).toEqual(['Home', 'Restaurants', 'Meals', 'Tags', 'Nearby']);
  // The menu's code arrives after the first paint, in the place its look already held.
  expect(screen.getByText('Hi, Ada')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: /Hi, Ada/ })).toBeInTheDocument();
});

it('highlights the current section', () => {
  sessionStore.signIn(makeToken(), { persistent: true });
  renderAt('/restaurants/64b7f0c2a1b2c3d4e5f60718');
  expect(screen.getByRole('link', { name: 'Restaurants' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
});

it('does not highlight Restaurants on the nearby page, only Nearby', () => {
  sessionStore.signIn(makeToken(), { persistent: true });
  renderAt('/restaurants/nearby');
  expect(screen.getByRole('link', { name: 'Restaurants' })).not.toHaveAttribute('aria-current');
  expect(screen.getByRole('link', { name: 'Nearby' })).toHaveAttribute('aria-current', 'page');
});

it('isLinkActive: Home only on /, sections by prefix, no false prefix matches', () => {
  expect(isLinkActive('/', '/')).toBe(true);
  expect(isLinkActive('/', '/meals')).toBe(false);
  expect(isLinkActive('/meals', '/meals/new')).toBe(true);
  expect(isLinkActive('/meals', '/mealsy')).toBe(false);
  expect(isLinkActive('/restaurants', '/restaurants/nearby/x')).toBe(false);
  expect(isLinkActive('/restaurants', '/restaurants')).toBe(true);
});

it('the menu button opens and closes the collapsed link panel', () => {
  renderAt('/');
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(document.getElementById('main-nav-links')).toHaveAttribute('data-open', 'true');
  fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
  expect(document.getElementById('main-nav-links')).toHaveAttribute('data-open', 'false');
});

it('offers Log a meal to a signed-in person, on every page but the forms', () => {
  sessionStore.signIn(makeToken(), { persistent: true });
  const { unmount } = renderAt('/restaurants/65a1');
  expect(screen.getByRole('link', { name: 'Log a meal' })).toHaveAttribute('href', '/meals/new');
  unmount();
  for (const form of ['/meals/new', '/meals/65a1/edit', '/restaurants/new']) {
    const view = renderAt(form);
    expect(screen.queryByRole('link', { name: 'Log a meal' })).not.toBeInTheDocument();
    view.unmount();
  }
});

it('does not offer Log a meal when signed out', () => {
  renderAt('/');
  expect(screen.queryByRole('link', { name: 'Log a meal' })).not.toBeInTheDocument();
});

describe('changes not yet synced', () => {
  beforeEach(async () => {
    sessionStore.signIn(makeToken(), { persistent: true });
    await outbox.clear(testUser.id);
  });
  afterEach(async () => {
    cleanup(); // before the queue empties under a mounted nav
    await outbox.clear(testUser.id);
  });

  it('shows how many wait, linking to the page that lists them, and nothing once none wait', async () => {
    renderAt('/meals');
    expect(screen.queryByRole('link', { name: /sync/ })).not.toBeInTheDocument();

    await act(() => queueOffline(restaurantEdit('r1', 'Harbor'), restaurantEdit('r2', 'Lupa')));

    const link = screen.getByRole('link', { name: '2 unsynced changes, waiting to sync' });
    expect(link).toHaveTextContent(/^2 unsynced$/);
    expect(link).toHaveAttribute('href', '/sync');
    expect(link.querySelector('svg')).toBeNull();

    await act(() => outbox.clear(testUser.id));
    expect(screen.queryByRole('link', { name: /sync/ })).not.toBeInTheDocument();
  });

  it('reads “not synced”, with an icon, once the server has refused one', async () => {
    const ramen = mealWithTag('Shoyu ramen');
    await queueOffline(ramen.create, restaurantEdit('r1', 'Harbor'));
    refuse(ramen.create, 'A meal needs a date');
    await outbox.sync({ ignoreBackoff: true });

    renderAt('/meals');

    const link = screen.getByRole('link', {
      name: '2 not synced: 1 change refused by the server',
    });
    expect(link).toHaveTextContent(/^2 not synced$/);
    expect(link).toHaveAttribute('data-refused', 'true');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows nothing of another user’s queue', async () => {
    await queueOffline(restaurantEdit('r1', 'Harbor'));
    sessionStore.signIn(makeToken({ ...testUser, id: 'u2' }), { persistent: true });

    renderAt('/meals');

    expect(screen.queryByRole('link', { name: /sync/ })).not.toBeInTheDocument();
  });
});
