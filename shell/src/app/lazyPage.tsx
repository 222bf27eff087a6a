import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoading } from '../features/layout/PageLoading';

/** A page whose code is fetched on first visit; `pick` selects its named export. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return function LazyPage() {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    );
  };
}
