import type { RoutePrefetch } from '@dd/shell-kit/query';
import { categoriesQuery } from './features/discover/api/categoriesApi';

/**
 * Exposed as `mfe_discover/prefetch`: the category list of the search
 * filters. The nearby search itself waits for the device's position, which
 * only the page asks for.
 */
const prefetchDiscoverPage: RoutePrefetch = (_location, queryClient) => {
  void queryClient.prefetchQuery(categoriesQuery());
};

export default prefetchDiscoverPage;
