import { Navigate } from 'react-router';
import { DelayedDeleteProvider, UploadsStorage } from '@dd/diary-ui';
import { mealsPages } from './pages';

/** The pages, for the server to fetch a page's first queries before it renders it. */
export { mealsPages as pages };

/** Exposed as `mfe_meals/routes`; the shell mounts it at /meals/*. */
export default function MealsRoutes() {
  return (
    <UploadsStorage>
      <DelayedDeleteProvider>
        {mealsPages.routes(<Navigate to="/" replace />)}
      </DelayedDeleteProvider>
    </UploadsStorage>
  );
}
