import type { ComponentType } from 'react';
import { loadable } from '@dd/ui-kit';
import { PageLoading } from '../features/layout/PageLoading';

/**
 * A page whose code is fetched on first visit; `pick` selects its named
 * export. `preload` fetches it ahead of the visit.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = loadable(() => load().then(pick));
  function LazyPage() {
    return <Page fallback={<PageLoading />} />;
  }
  return Object.assign(LazyPage, { preload: Page.preload });
}
