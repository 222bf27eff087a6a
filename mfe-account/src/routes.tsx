import { Navigate } from 'react-router';
import { DelayedDeleteProvider, UploadsStorage } from '@dd/diary-ui';
import { accountPages } from './pages';

/** The pages, for the server to fetch a page's first queries before it renders it. */
export { accountPages as pages };

/**
 * Exposed as `mfe_account/routes`. Its mount point is the site root: the
 * shell renders it for /profile and /tags only.
 */
export default function AccountRoutes() {
  return (
    <UploadsStorage>
      <DelayedDeleteProvider>
        {accountPages.routes(<Navigate to="/" replace />)}
      </DelayedDeleteProvider>
    </UploadsStorage>
  );
}
