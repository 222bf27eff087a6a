import type { ComponentType } from 'react';
import { loadable } from '@dd/ui-kit';
import { ListStatus } from '../lists/components/ListStatus';

/**
 * A route's page fetched on its first visit, so a remote's entry and list
 * route stay small (issue budget: 40 KB gzip); `pick` selects the module's
 * named export. 'Loading...' shows while it arrives.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = loadable(() => load().then(pick));
  return function LazyPage() {
    return <Page fallback={<ListStatus kind="loading" text="Loading..." />} />;
  };
}
