import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { remoteServing, type PageRenderRequest, type RenderedPage } from '@dd/contracts';
import { prefetchFirstScreen } from '@dd/shell-kit';
import { APP_QUERY_DEFAULTS } from '@dd/shell-kit/query';
import { withServerApi } from '@dd/shell-kit/server-render';
import { AppFrame, RoutedApp } from '../app/App';
import { LazyLandingPage } from '../app/lazyLandingPage';
import { RequestQueryClient } from '../app/query/RequestQueryClient';
import { RemotePage } from '../features/remotes';
import { loadRemoteRoutes } from '../features/remotes/loadRemoteRoutes';
import { forgetLoadedRemotes } from '../features/remotes/remoteRuntime';
import { renderedDiary, type RenderedDiary } from './renderedDiary';
import { serverRemoteReady } from './serverRemotes';

/** Rejects when `signal` aborts: the page's deadline. */
function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/**
 * A page's cache on the server: answers as fresh as the browser's, no
 * retries (a failure is the browser's to show), and no garbage-collection
 * timers (the cache lives as long as its render).
 */
function requestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { ...APP_QUERY_DEFAULTS.queries, retry: false, gcTime: Infinity } },
  });
}

/**
 * For a signed-in user's page that a remote serves: the remote's current
 * server code, and the answers of the queries its first screen reads,
 * fetched for the user into `client`. Given up on at the deadline (the
 * browser then asks itself).
 */
async function prepareRemotePage(
  request: PageRenderRequest,
  client: QueryClient,
  pathname: string,
  search: string,
  diaryId: string | null,
): Promise<void> {
  const remote = remoteServing(pathname);
  if (!remote || !request.session) return;
  const prepared = (async () => {
    if (await serverRemoteReady(remote, request.config, request.remoteOrigin))
      forgetLoadedRemotes();
    const routes = await loadRemoteRoutes(remote);
    if (routes.pages) await prefetchFirstScreen(client, routes.pages, pathname, search, diaryId);
  })();
  await Promise.race([prepared, untilAborted(request.signal)]).catch((error: unknown) =>
    request.onError?.(error),
  );
}

/** The diary the user's page shows (renderedDiary), personal when the API does not answer by the deadline. */
async function diaryOfPage(
  request: PageRenderRequest,
  client: QueryClient,
): Promise<RenderedDiary> {
  const personal = { diaryId: null, writable: true };
  if (!request.session) return personal;
  return Promise.race([
    renderedDiary(client, request.diaryId ?? null),
    untilAborted(request.signal),
  ]).catch(() => personal);
}

/**
 * Renders the app at `request.url` for the request's user (or signed out):
 * the same tree the browser hydrates (AppFrame, RoutedApp), streamed once
 * all of it is ready. What is not ready at the deadline (a remote's code, a
 * lazily loaded page) is left to the browser to render. The queries the
 * render read go with the page (`state()`), answered or not, so the
 * browser's first render reads exactly what this one did.
 */
export async function renderPage(request: PageRenderRequest): Promise<RenderedPage> {
  const { url, session, config } = request;
  const [pathname, search = ''] = url.split(/(?=\?)/, 2);
  const client = requestQueryClient();
  const api = { token: session?.token ?? null, fetchApi: request.fetchApi };
  return withServerApi(api, async () => {
    const { diaryId, writable } = await diaryOfPage(request, client);
    await prepareRemotePage(request, client, pathname!, search, diaryId);
    return new Promise<RenderedPage>((resolve, reject) => {
      const stream = renderToPipeableStream(
        <RequestQueryClient value={client}>
          <AppFrame
            config={config}
            renderedFor={session && { ...session, diaryId, diaryWritable: writable }}
            router={
              <StaticRouter location={url}>
                <RoutedApp remotePage={RemotePage} landingPage={LazyLandingPage} />
              </StaticRouter>
            }
          />
        </RequestQueryClient>,
        {
          // Sent whole, and every boundary in place: a boundary streamed in
          // later, or outlined for its size (React moves a boundary past
          // progressiveChunkSize out of line), needs React's inline scripts,
          // which the page's CSP does not allow; the boundary would stay
          // hidden until the browser renders it again. The deadline's abort
          // bounds the wait (aborted parts are the browser's).
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onAllReady: () =>
            resolve({
              pipe: (destination) => stream.pipe(destination),
              state: () => ({
                user: session?.user ?? null,
                diaryId,
                diaryWritable: writable,
                queries: dehydrate(client, { shouldDehydrateQuery: () => true }),
              }),
            }),
          onShellError: reject,
          onError: (error) => request.onError?.(error),
        },
      );
      if (request.signal.aborted) stream.abort(request.signal.reason);
      else
        request.signal.addEventListener('abort', () => stream.abort(request.signal.reason), {
          once: true,
        });
    });
  });
}
