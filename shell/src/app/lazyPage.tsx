import { lazyPages } from '@dd/ui-kit';
import { PageLoading } from '../features/layout';

/** A shell page whose code is fetched on its first visit, with the page-loading indicator meanwhile. */
export const lazyPage = lazyPages(<PageLoading />);
