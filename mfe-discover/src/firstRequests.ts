import type { FirstRequests } from '@dd/shell-kit/first-requests';
import { CATEGORIES_PATH } from './features/discover/api/categoriesPaths';

/**
 * The category list of the search filters. The nearby search itself waits
 * for the device's position, which only the page asks for.
 */
export const discoverFirstRequests: FirstRequests = () => [CATEGORIES_PATH];
