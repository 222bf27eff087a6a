import { useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, BreadcrumbProvider, sessionStore } from '@dd/shell-kit';
import { AppRoutes } from './routes';
import { LandingPage } from '../features/landing';
import { RemotePage } from '../features/remotes';
import { startSignedInPage } from './startSignedInPage';
import { loadRemoteRoutes } from '../features/remotes/loadRemoteRoutes';
import { forgetLoadedRemotes } from '../features/remotes/RemoteRoutes';
import { http, HttpResponse, makeToken, server } from '@dd/shell-kit/testing';
import { TermsPage } from '../features/legal';

jest.mock('../features/remotes/loadRemoteRoutes', () => ({ loadRemoteRoutes: jest.fn() }));
const loadRemoteRoutesMock = jest.mocked(loadRemoteRoutes);
// The federation runtime as the shell's entry sets it up: remotes registered (routes go
// through loadRemoteRoutes).
jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({ registerPlugins: jest.fn(), registerRemotes: jest.fn() }),
  loadRemote: jest.fn(async () => undefined),
}));
jest.mock('../features/legal', () => ({
  TermsPage: jest.fn(),
  PrivacyPolicyPage: () => <h1>Privacy policy page</h1>,
}));
const termsPageMock = jest.mocked(TermsPage);

type RouterState = { location: Location; navigate: NavigateFunction };

/** Reports the memory router's location and navigate function after each render. */
function RouterProbe({ onRender }: { onRender: (state: RouterState) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    onRender({ location, navigate });
  });
  return null;
}

function renderAt(path: string) {
  let state: RouterState | undefined;
  const visited: Location[] = [];
  render(
    <BreadcrumbProvider>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes remotePage={RemotePage} landingPage={LandingPage} />
        <RouterProbe
          onRender={(latest) => {
            state = latest;
            if (visited.at(-1)?.key !== latest.location.key) visited.push(latest.location);
          }}
        />
      </MemoryRouter>
    </BreadcrumbProvider>,
  );
  return {
    get location() {
      return state!.location;
    },
    /** Every location the router has been at, in order. */
    visited: () => visited.map(({ pathname }) => pathname),
    navigate: (to: string) => act(async () => void (await state!.navigate(to))),
  };
}

function fakeRemote(heading: string) {
  return { default: () => <h1>{heading}</h1> };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  loadRemoteRoutesMock.mockReset();
  termsPageMock.mockReset();
  forgetLoadedRemotes();
  // The nav's diary switcher asks for the user's diaries on every signed-in page.
  server.use(
    http.get('/api/diaries', () =>
      HttpResponse.json([
        { _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', name: 'Ada', personal: true, role: 'owner' },
      ]),
    ),
  );
  if (!process.env.DBG) jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe('redirects', () => {
  it('sends an unknown path to /', async () => {
    const router = renderAt('/no/such/page');
    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(router.location.pathname).toBe('/'));
  });

  it('sends a path below an account page to /, without loading the account remote', async () => {
    sessionStore.signIn(makeToken(), { persistent: true });
    const router = renderAt('/profile/extra');
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(loadRemoteRoutesMock).not.toHaveBeenCalled();
  });

  it.each([
    '/meals',
    '/restaurants/64b7f0c2a1b2c3d4e5f60718',
    '/restaurants/nearby',
    '/profile',
    '/tags',
    '/posts',
    '/posts/new',
    '/sync',
  ])('sends a visitor from %s to /login', async (path) => {
    const router = renderAt(path);
    expect(
      await screen.findByRole('heading', { name: 'Sign in to your account' }),
    ).toBeInTheDocument();
    if (process.env.DBG) console.log('visited', router.visited(), window.location.href);
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(loadRemoteRoutesMock).not.toHaveBeenCalled();
  });

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

describe('an invitation to a shared diary (issue 46)', () => {
  it('is served by the account remote to a visitor who is not signed in', async () => {
    loadRemoteRoutesMock.mockResolvedValue(fakeRemote('Invitation'));
    const router = renderAt('/invites/AbC-123_x');
    expect(await screen.findByRole('heading', { name: 'Invitation' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/invites/AbC-123_x');
    expect(loadRemoteRoutesMock).toHaveBeenCalledWith('mfe_account');
  });

  it('after a log-in from /login?next=, goes back to the invitation', async () => {
    loadRemoteRoutesMock.mockResolvedValue(fakeRemote('Invitation'));
    const router = renderAt('/login?next=%2Finvites%2FAbC-123_x');
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    act(() => sessionStore.signIn(makeToken(), { persistent: true }));
    expect(await screen.findByRole('heading', { name: 'Invitation' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/invites/AbC-123_x');
  });

  it('ignores a next= naming another site', async () => {
    const router = renderAt('/login?next=%2F%2Fevil.example%2Fx');
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    act(() => sessionStore.signIn(makeToken(), { persistent: true }));
    await waitFor(() => expect(router.location.pathname).toBe('/meals'));
  });
});

describe('the shell’s own signed-in pages', () => {
  it('serves /sync, the changes waiting to reach the server, without loading a remote', async () => {
    sessionStore.signIn(makeToken(), { persistent: true });
    renderAt('/sync');
    expect(await screen.findByRole('heading', { name: 'Waiting to sync' })).toBeInTheDocument();
    // No IndexedDB here, as in a private window: nothing can have been queued.
    expect(await screen.findByText('Everything is synced.')).toBeInTheDocument();
    expect(loadRemoteRoutesMock).not.toHaveBeenCalled();
  });
});

const REMOTE_PAGES_SERVED = [
  ['/meals/new', 'mfe_meals'],
  ['/restaurants', 'mfe_restaurants'],
  ['/restaurants/nearby', 'mfe_discover'],
  ['/profile', 'mfe_account'],
  ['/tags', 'mfe_account'],
  ['/invites/AbC-123_x', 'mfe_account'],
] as const;

describe('remote routes (signed in)', () => {
  beforeEach(() => sessionStore.signIn(makeToken(), { persistent: true }));

  it.each(REMOTE_PAGES_SERVED)('%s is served by %s', async (path, remote) => {
    loadRemoteRoutesMock.mockResolvedValue(fakeRemote(`from ${remote}`));
    renderAt(path);
    expect(await screen.findByRole('heading', { name: `from ${remote}` })).toBeInTheDocument();
    expect(loadRemoteRoutesMock).toHaveBeenCalledWith(remote);
  });

  describe('with the configuration in the page, as the web tier serves it', () => {
    beforeEach(() => {
      const config = document.createElement('script');
      config.type = 'application/json';
      config.id = 'dd-runtime-config';
      config.textContent = JSON.stringify({
        remotes: { mfe_meals: '/mfe/meals/mf-manifest.json' },
        geocoderUrl: '',
        tileUrl: '',
        storageUrl: '',
      });
      document.head.append(config);
    });
    afterEach(() => document.getElementById('dd-runtime-config')?.remove());

    it.each(REMOTE_PAGES_SERVED)(
      'starts fetching %s’s remote (%s) before the route tree renders, and renders it from that one fetch',
      async (path, remote) => {
        loadRemoteRoutesMock.mockResolvedValue(fakeRemote(`from ${remote}`));

        startSignedInPage({ pathname: path, search: '' });
        await waitFor(() => expect(loadRemoteRoutesMock).toHaveBeenCalledWith(remote));

        renderAt(path);
        expect(await screen.findByRole('heading', { name: `from ${remote}` })).toBeInTheDocument();
        expect(loadRemoteRoutesMock).toHaveBeenCalledTimes(1);
      },
    );

    it('starts nothing for a visitor who is not signed in', async () => {
      sessionStore.signOut();
      startSignedInPage({ pathname: '/meals', search: '' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(loadRemoteRoutesMock).not.toHaveBeenCalled();
    });
  });

  it.each(['/', '/login', '/posts', '/terms'])(
    'fetches no remote ahead of the shell’s own page %s',
    async (path) => {
      startSignedInPage({ pathname: path, search: '' });
      // Long enough for the remote runtime's import, had one been started.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(loadRemoteRoutesMock).not.toHaveBeenCalled();
    },
  );

  it('shows the page fallback when a remote fails to load, keeping nav and footer', async () => {
    loadRemoteRoutesMock.mockRejectedValue(new Error('RUNTIME-003: manifest unreachable'));
    renderAt('/restaurants');
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('We encountered an error while loading this page. Please try refreshing.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Error details')).toBeInTheDocument();
    expect(screen.getByText(/manifest unreachable/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    // The failure is shown, not fetched again in a loop by React's re-renders.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(loadRemoteRoutesMock).toHaveBeenCalledTimes(1);
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
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    await router.navigate('/tags');
    expect(await screen.findByRole('heading', { name: 'Tags' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });

  it('mounts the account remote at the site root: its own <Routes> tells /profile and /tags apart', async () => {
    loadRemoteRoutesMock.mockResolvedValue({
      default: () => (
        <Routes>
          <Route path="profile" element={<h1>Edit profile</h1>} />
          <Route path="tags" element={<h1>Your tags</h1>} />
        </Routes>
      ),
    });
    const router = renderAt('/profile');
    expect(await screen.findByRole('heading', { name: 'Edit profile' })).toBeInTheDocument();
    await router.navigate('/tags');
    expect(await screen.findByRole('heading', { name: 'Your tags' })).toBeInTheDocument();
    // No "descendant <Routes>" or "leaf route without element" complaint from react-router.
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('tries a failed remote again once the user leaves its page and comes back', async () => {
    let remoteIsDown = true;
    loadRemoteRoutesMock.mockImplementation(async () => {
      if (remoteIsDown) throw new Error('deploy in progress');
      return fakeRemote('Meals');
    });
    const router = renderAt('/meals');
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    remoteIsDown = false;
    await router.navigate('/terms');
    await router.navigate('/meals');
    expect(await screen.findByRole('heading', { name: 'Meals' })).toBeInTheDocument();
  });
});

describe('a session the API refuses (401)', () => {
  const refused = () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });

  /** A remote page reading two lists at once, recording what it showed. */
  function mealsRemote(shown: string[]) {
    return function MealsPage() {
      const meals = useQuery({ queryKey: ['meals'], queryFn: () => apiRequest('/api/meals') });
      const tags = useQuery({ queryKey: ['tags'], queryFn: () => apiRequest('/api/tags') });
      const state = meals.isError || tags.isError ? 'error' : meals.isPending ? 'loading' : 'data';
      shown.push(state);
      return <h1>Meals ({state})</h1>;
    };
  }

  it('ends the session in both stores and goes to /login once, never showing the failed page', async () => {
    const shown: string[] = [];
    loadRemoteRoutesMock.mockResolvedValue({ default: mealsRemote(shown) });
    server.use(http.get('/api/meals', refused), http.get('/api/tags', refused));
    sessionStore.signIn(makeToken(), { persistent: false });
    localStorage.setItem('token', sessionStorage.getItem('token')!);

    const router = renderAt('/meals');
    expect(
      await screen.findByRole('heading', { name: 'Sign in to your account' }),
    ).toBeInTheDocument();
    expect(router.location.pathname).toBe('/login');
    expect(router.visited()).toEqual(['/meals', '/login']);
    expect(shown).toContain('loading');
    expect(shown).not.toContain('error');
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('keeps the session when the API answers other failures', async () => {
    const shown: string[] = [];
    loadRemoteRoutesMock.mockResolvedValue({ default: mealsRemote(shown) });
    server.use(
      http.get('/api/meals', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })),
      http.get('/api/tags', () => HttpResponse.json([])),
    );
    sessionStore.signIn(makeToken(), { persistent: true });

    const router = renderAt('/meals');
    expect(
      await screen.findByRole('heading', { name: 'Meals (error)' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(router.location.pathname).toBe('/meals');
    expect(sessionStore.getToken()).not.toBeNull();
  });
});

describe('page area', () => {
  it('shows the fallback in place of a failing page, keeping nav and footer, and recovers on navigation', async () => {
    termsPageMock.mockImplementation(() => {
      throw new Error('terms exploded');
    });
    const router = renderAt('/terms');
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/terms exploded/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await router.navigate('/privacy-policy');
    expect(await screen.findByRole('heading', { name: 'Privacy policy page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});
