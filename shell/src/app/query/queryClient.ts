import { APP_QUERY_DEFAULTS, createAppQueryClient, queryCacheRestored } from '@dd/shell-kit/query';

/**
 * The one query cache of the app, shared with every remote through the
 * `@tanstack/react-query` singleton; dropped whenever the signed-in user
 * changes, and kept in IndexedDB for the signed-in user. Loaded with the first
 * page that reads or writes server data, so the landing page never loads
 * react-query.
 */
export const queryClient = createAppQueryClient(APP_QUERY_DEFAULTS, { persist: true });

/** The signed-in user's stored answers, read from IndexedDB as this chunk loads. */
export const restored = queryCacheRestored(queryClient);
