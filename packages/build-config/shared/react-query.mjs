// The @tanstack/react-query API the shell provides to every federated app. A
// shared module is never tree-shaken, so the shell shares this facade instead
// of the whole package (and the query-core it re-exports): the parts no app
// calls (useQueries, suspense and prefetch hooks, streamed queries) stay out
// of every signed-in page. Every export a remote, the shell or a shared
// package imports from '@tanstack/react-query' in shipped code, and what the
// cache persisters import from '@tanstack/query-core' (read through this
// facade, see shell-config), must be listed here; test/react-query.test.mjs
// checks both.
export {
  dehydrate,
  hashKey,
  hydrate,
  infiniteQueryOptions,
  keepPreviousData,
  matchQuery,
  notifyManager,
  partialMatchKey,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  timeoutManager,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@dd/build-config/react-query-implementation';
