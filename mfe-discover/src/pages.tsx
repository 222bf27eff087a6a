import { definePages } from '@dd/shell-kit';
import { categoriesQuery } from './features/discover/api/categoriesApi';
import { DiscoverPage } from './features/discover/routes/DiscoverPage';

/**
 * The discover remote's page, mounted by the shell at /restaurants/nearby.
 * Its first screen reads the search filters' categories; the nearby search
 * itself waits for the device's position, which only the browser has.
 */
export const discoverPages = definePages('/restaurants/nearby', [
  { path: '', component: DiscoverPage, queries: () => [categoriesQuery()] },
]);
