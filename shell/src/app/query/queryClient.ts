import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { APP_QUERY_DEFAULTS, createAppQueryClient, queryCacheRestored } from '@dd/shell-kit/query';
import { pageState } from '../pageState';
import { renderedFor } from '../renderedFor';
import { startOutboxSync } from './startOutboxSync';

let browserClient: QueryClient | undefined;
let ready: Promise<QueryClient> | undefined;

/** The queries the page's HTML was rendered with, when it was rendered for this browser's user. */
function renderedQueries(): DehydratedState | undefined {
  const state = pageState();
  return state?.queries && renderedFor(state) ? (state.queries as DehydratedState) : undefined;
}

/**
 * The one query cache of the browser's app, shared with every remote through
 * the `@tanstack/react-query` singleton; dropped whenever the signed-in user
 * changes, and kept in IndexedDB for the signed-in user. Loaded with the
 * first page that reads or writes server data, so the landing page never
 * loads react-query. Never made on the server, which renders each page
 * with a cache of its own (RequestQueryClient).
 */
export function browserQueryClient(): QueryClient {
  if (!browserClient) {
    const rendered = renderedQueries();
    // The page's first render must read what the server's did: its queries
    // come from the page (answered or still pending), never from the stored copy.
    browserClient = createAppQueryClient(APP_QUERY_DEFAULTS, {
      persist: true,
      notRestored: new Set(rendered?.queries.map((query) => query.queryHash)),
    });
    if (rendered) hydrate(browserClient, rendered);
  }
  return browserClient;
}

/**
 * Resolves once the browser's cache holds the page's rendered answers and
 * the user's stored ones (one IndexedDB read), and starts the outbox. At
 * once on the server.
 */
export function queryCacheReady(): Promise<unknown> {
  if (typeof window === 'undefined') return Promise.resolve();
  ready ??= (async () => {
    const client = browserQueryClient();
    await queryCacheRestored(client);
    // Once, with the signed-in pages' chunk (the account forms load it too: the outbox then waits for a sign-in).
    startOutboxSync(client);
    return client;
  })();
  return ready;
}

// Made as this chunk loads (the stored answers are read meanwhile), as the
// first page that reads server data starts.
if (typeof window !== 'undefined') void queryCacheReady();
