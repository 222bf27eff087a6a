import { QueryClient, QueryClientProvider, type Query } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import type {
  FirstScreenRequest,
  PaintMark,
  RemoteFirstScreen,
  RemoteFirstScreenRenderer,
} from '@dd/contracts';
import { BreadcrumbProvider } from '../breadcrumbs/BreadcrumbContext';
import { RuntimeConfigProvider } from '../config/runtimeConfig';
import type { PageLocation } from '../first-requests/firstRequests';
import { APP_QUERY_DEFAULTS } from '../query/createAppQueryClient';
import { ServerSession } from '../session/ServerSession';
import { withServerApi } from './serverApiTransport';

export interface FirstScreenPages {
  /** Where the shell mounts the remote's routes: '/meals'. */
  mountPath: string;
  /** The remote's exposed routes. */
  routes: ReactNode;
  /** The paint mark of the page at `location`, or null for a page with no server first screen. */
  markFor: (location: PageLocation) => PaintMark | null;
}

/** Renders and queries, in turn, until a pass asks for nothing new: lazily loaded pages and dependent queries take more than one. */
const MAX_RENDER_PASSES = 4;

function isUnasked(query: Query): boolean {
  const { state, options } = query;
  return (
    state.fetchStatus === 'idle' &&
    state.dataUpdatedAt === 0 &&
    state.errorUpdatedAt === 0 &&
    (options as { enabled?: unknown }).enabled !== false
  );
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * A remote's server renderer (RemoteFirstScreenRenderer): its routes, with
 * the providers the shell gives them, rendered for the signed-in user once
 * the queries the page asks for on its first render have answered. Null
 * when one of them failed: the app then shows the failure itself.
 */
export function createFirstScreenRenderer({
  mountPath,
  routes,
  markFor,
}: FirstScreenPages): RemoteFirstScreenRenderer {
  return {
    async renderFirstScreen(request: FirstScreenRequest): Promise<RemoteFirstScreen | null> {
      const mark = markFor(request.location);
      if (!mark) return null;
      const queryClient = new QueryClient({
        defaultOptions: { queries: { ...APP_QUERY_DEFAULTS.queries, retry: false } },
      });
      const { pathname, search } = request.location;
      const render = () =>
        renderToString(
          <ServerSession session={{ token: request.token, user: request.user }}>
            <RuntimeConfigProvider config={request.config}>
              <BreadcrumbProvider>
                <QueryClientProvider client={queryClient}>
                  <StaticRouter location={pathname + search}>
                    <Routes>
                      <Route path={`${mountPath}/*`} element={routes} />
                    </Routes>
                  </StaticRouter>
                </QueryClientProvider>
              </BreadcrumbProvider>
            </RuntimeConfigProvider>
          </ServerSession>,
        );
      try {
        return await withServerApi(request, async () => {
          let html = render();
          for (let pass = 1; pass < MAX_RENDER_PASSES; pass++) {
            const unasked = queryClient.getQueryCache().getAll().filter(isUnasked);
            await Promise.all(unasked.map((query) => query.fetch().catch(() => undefined)));
            await nextTask();
            const next = render();
            if (next === html && unasked.length === 0) break;
            html = next;
          }
          const failed = queryClient
            .getQueryCache()
            .getAll()
            .some((query) => query.state.status === 'error');
          return failed || !html.includes(`elementtiming="${mark}"`) ? null : { html, mark };
        });
      } finally {
        queryClient.clear();
      }
    },
  };
}
