import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BreadcrumbProvider, sessionStore } from '@dd/shell-kit';
import { appRoutes } from './routes';
import { loadRemoteRoutes } from '../features/remotes/loadRemoteRoutes';
import { forgetLoadedRemotes } from '../features/remotes/RemoteRoutes';
import { makeToken } from '../test/makeToken';

jest.mock('../features/remotes/loadRemoteRoutes', () => ({ loadRemoteRoutes: jest.fn() }));
const loadRemoteRoutesMock = jest.mocked(loadRemoteRoutes);

function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <BreadcrumbProvider>
      <RouterProvider router={router} />
    </BreadcrumbProvider>,
  );
  return router;
}

function fakeRemote(heading: string) {
  return { default: () => <h1>{heading}</h1> };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  loadRemoteRoutesMock.mockReset();
  forgetLoadedRemotes();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe('redirects', () => {
  it('sends an unknown path to /', async () => {
    const router = renderAt('/no/such/page');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(router.state.location.pathname).toBe('/');
  });

  it.each(['/meals', '/restaurants/64b7f0c2a1b2c3d4e5f60718', '/restaurants/nearby', '/profile', '/tags', '/posts', '/posts/new'])(
    'sends a visitor from %s to /login',
    async (path) => {
      const router = renderAt(path);
      expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(loadRemoteRoutesMock).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['/signup', 'Create your account'],
    ['/login', 'Sign in to your account'],
    ['/forgot-password', 'Forgot Password'],
    ['/reset-password/abc123', 'Reset Password'],
  ])('serves the public page %s', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });
});

describe('remote routes (signed in)', () => {
  beforeEach(() => sessionStore.signIn(makeToken(), { persistent: true }));

  it.each([
    ['/meals/new', 'mfe_meals'],
    ['/restaurants', 'mfe_restaurants'],
    ['/restaurants/nearby', 'mfe_discover'],
    ['/profile', 'mfe_account'],
    ['/tags', 'mfe_account'],
  ])('%s is served by %s', async (path, remote) => {
    loadRemoteRoutesMock.mockResolvedValue(fakeRemote(`from ${remote}`));
    renderAt(path);
    expect(await screen.findByRole('heading', { name: `from ${remote}` })).toBeInTheDocument();
    expect(loadRemoteRoutesMock).toHaveBeenCalledWith(remote);
  });

  it('shows the page fallback when a remote fails to load, keeping nav and footer', async () => {
    loadRemoteRoutesMock.mockRejectedValue(new Error('RUNTIME-003: manifest unreachable'));
    renderAt('/restaurants');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('We encountered an error while loading this page. Please try refreshing.')).toBeInTheDocument();
    expect(screen.getByText('Error details')).toBeInTheDocument();
    expect(screen.getByText(/manifest unreachable/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the fallback when the remote throws while rendering, and other routes keep working', async () => {
    loadRemoteRoutesMock.mockImplementation(async (name) =>
      name === 'mfe_meals'
        ? {
            default: () => {
              throw new Error('meals exploded');
            },
          }
        : fakeRemote('Tags'),
    );
    const router = renderAt('/meals');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await router.navigate('/tags');
    expect(await screen.findByRole('heading', { name: 'Tags' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});
