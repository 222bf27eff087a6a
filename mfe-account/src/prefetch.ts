import { matchPath } from 'react-router';
import type { RoutePrefetch } from '@dd/shell-kit/query';
import { tagsWithCountsQuery } from './features/tags/api/tagsApi';

/**
 * Exposed as `mfe_account/prefetch`: /tags' list with its counts. The profile
 * page reads the signed-in user from the session, which needs no request.
 */
const prefetchAccountPage: RoutePrefetch = ({ pathname }, queryClient) => {
  if (matchPath('/tags', pathname)) void queryClient.prefetchQuery(tagsWithCountsQuery());
};

export default prefetchAccountPage;
