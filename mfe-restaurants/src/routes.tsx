import { Navigate } from 'react-router';
import { DelayedDeleteProvider, UploadsStorage } from '@dd/diary-ui';
import { restaurantsPages } from './pages';

/** The pages, for the server to fetch a page's first queries before it renders it. */
export { restaurantsPages as pages };

/** Exposed as `mfe_restaurants/routes`; the shell mounts it at /restaurants/*. */
export default function RestaurantsRoutes() {
  return (
    <UploadsStorage>
      <DelayedDeleteProvider>
        {restaurantsPages.routes(<Navigate to="/" replace />)}
      </DelayedDeleteProvider>
    </UploadsStorage>
  );
}
