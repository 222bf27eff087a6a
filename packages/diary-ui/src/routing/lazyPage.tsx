import { lazyPages } from '@dd/ui-kit';
import { ListStatus } from '../lists/components/ListStatus';

/**
 * A remote's route page fetched on its first visit, so a remote's entry and
 * list route stay small (issue budget: 40 KB gzip). 'Loading...' shows while
 * it arrives.
 */
export const lazyPage = lazyPages(<ListStatus kind="loading" text="Loading..." />);
