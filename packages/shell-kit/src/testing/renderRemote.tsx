import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { Fragment, StrictMode, useLayoutEffect, type ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { AuthUser, RuntimeConfig } from '@dd/contracts';
import {
  BreadcrumbProvider,
  useBreadcrumbState,
  type Crumb,
} from '../breadcrumbs/BreadcrumbContext';
import { RuntimeConfigProvider } from '../config/runtimeConfig';
import { APP_QUERY_DEFAULTS, createAppQueryClient } from '../query/createAppQueryClient';
import { RequireSignIn } from '../session/RequireSignIn';
import { sessionStore } from '../session/sessionStore';
import { makeToken, testUser } from './makeToken';
import { testRuntimeConfig } from './testRuntimeConfig';

export type RenderRemoteOptions = {
  /** Where the shell mounts the remote: '/restaurants', or '/' for the account remote. */
  mountPath: string;
  /** The URL to start at (path and query); defaults to the mount path. */
  path?: string;
  /** The signed-in user; null starts signed out (the guard then sends the page to /login). */
  user?: AuthUser | null;
  /** Remembered sign-in (localStorage) or this tab only (sessionStorage). */
  persistent?: boolean;
  config?: RuntimeConfig;
  /** Development's StrictMode (on by default; a production build mounts once). */
  strictMode?: boolean;
};

export type RemoteView = RenderResult & {
  queryClient: QueryClient;
  /** Pathname and search of the memory router now, e.g. '/restaurants?filter=thumbsUp'. */
  currentPath(): string;
  /** The breadcrumbs a page put in place of the URL-derived ones, or null. */
  crumbs(): Crumb[] | null;
};

/** The app's query cache without retries, so a failure shows at once (and no garbage-collection timers). */
function createTestQueryClient(): QueryClient {
  return createAppQueryClient({
    queries: { ...APP_QUERY_DEFAULTS.queries, retry: false, gcTime: Infinity },
    mutations: { retry: false },
  });
}

function CurrentPath() {
  const { pathname, search } = useLocation();
  return <output aria-label="current path">{pathname + search}</output>;
}

/** Reports the router's location and the breadcrumb override after every render. */
function Probes({ onRender }: { onRender: (path: string, crumbs: Crumb[] | null) => void }) {
  const { pathname, search } = useLocation();
  const crumbs = useBreadcrumbState();
  useLayoutEffect(() => onRender(pathname + search, crumbs));
  return null;
}

/**
 * Renders a remote's exposed routes component with what the shell gives it:
 * runtime config, a query client, the router (a memory router at `path`),
 * breadcrumbs and a signed-in session. The remote is mounted at
 * `<mountPath>/*` behind the shell's sign-in guard; `/` and `/login` show the
 * current path, so redirects out of the remote (or a session ended by a 401)
 * can be asserted.
 */
export function renderRemote(
  RemoteRoutes: ComponentType,
  {
    mountPath,
    path = mountPath,
    user = testUser,
    persistent = true,
    config = testRuntimeConfig,
    strictMode = true,
  }: RenderRemoteOptions,
): RemoteView {
  if (user) sessionStore.signIn(makeToken(user), { persistent });
  else sessionStore.signOut();

  const queryClient = createTestQueryClient();
  let location = path;
  let crumbs: Crumb[] | null = null;
  const Mode = strictMode ? StrictMode : Fragment;
  const result = render(
    <Mode>
      <RuntimeConfigProvider config={config}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>
            <BreadcrumbProvider>
              <Probes
                onRender={(nextPath, nextCrumbs) => {
                  location = nextPath;
                  crumbs = nextCrumbs;
                }}
              />
              <Routes>
                <Route element={<RequireSignIn />}>
                  <Route path={`${mountPath.replace(/\/+$/, '')}/*`} element={<RemoteRoutes />} />
                </Route>
                <Route path="/" element={<CurrentPath />} />
                <Route path="/login" element={<CurrentPath />} />
              </Routes>
            </BreadcrumbProvider>
          </MemoryRouter>
        </QueryClientProvider>
      </RuntimeConfigProvider>
    </Mode>,
  );
  return { ...result, queryClient, currentPath: () => location, crumbs: () => crumbs };
}
