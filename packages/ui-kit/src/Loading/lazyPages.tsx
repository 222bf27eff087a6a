import type { ComponentType, ReactNode } from 'react';
import { loadable } from './loadable';

/**
 * The route pages of one app, each fetched on its first visit with
 * `fallback` shown meanwhile: `lazyPages(<Loading />)` answers the
 * `lazyPage(load, pick)` that app uses, where `pick` selects the module's
 * named export and `preload()` fetches the page ahead of the visit.
 */
export function lazyPages(fallback: ReactNode) {
  return function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
    const Page = loadable(() => load().then(pick));
    function LazyPage() {
      return <Page fallback={fallback} />;
    }
    return Object.assign(LazyPage, { preload: Page.preload });
  };
}
