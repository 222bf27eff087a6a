import { Navigate } from 'react-router';
import { discoverPages } from './pages';

/** The pages, for the server to fetch a page's first queries before it renders it. */
export { discoverPages as pages };

/** Exposed as `mfe_discover/routes`; the shell mounts it at /restaurants/nearby. */
export default function DiscoverRoutes() {
  return discoverPages.routes(<Navigate to="/" replace />);
}
