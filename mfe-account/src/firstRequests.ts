import { matchPage, type FirstRequests } from '@dd/shell-kit/first-requests';
import { TAGS_WITH_COUNTS_PATH } from './features/tags/api/tagsPaths';

/**
 * /tags' list with its counts. The profile page reads the signed-in user
 * from the session, which needs no request.
 */
export const accountFirstRequests: FirstRequests = ({ pathname }) =>
  matchPage('/tags', pathname) ? [TAGS_WITH_COUNTS_PATH] : [];
