import { definePages } from '@dd/shell-kit';
import { categoriesQuery } from './features/discover/api/categoriesApi';
import { DiscoverPage } from './features/discover/routes/DiscoverPage';

/**
 * The discover remote's page, at its mount (REMOTE_PAGES in @dd/contracts).
 * Its first screen reads the search filters' categories; the nearby search
 * itself waits for the device's position, which only the browser has.
 */
export const discoverPages = definePages('mfe_discover', [
  { path: '', component: DiscoverPage, queries: () => [categoriesQuery()] },
]);
