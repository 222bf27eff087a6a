import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { PageLoading } from '../layout/PageLoading';
import { loadRemoteRoutes } from './loadRemoteRoutes';
import type { RemoteName } from './remoteNames';

const loadedRoutes = new Map<RemoteName, LazyExoticComponent<ComponentType>>();

// One lazy component per remote, created on the first visit. A failed load is
// forgotten so that coming back to the route tries again.
function remoteRoutesComponent(name: RemoteName): LazyExoticComponent<ComponentType> {
  let component = loadedRoutes.get(name);
  if (!component) {
    component = lazy(() =>
      loadRemoteRoutes(name).catch((error: unknown) => {
        loadedRoutes.delete(name);
        throw error;
      }),
    );
    loadedRoutes.set(name, component);
  }
  return component;
}

/** Drops every loaded remote so the next visit fetches again (tests start from a clean state with it). */
export function forgetLoadedRemotes(): void {
  loadedRoutes.clear();
}

/**
 * Renders a remote's `<Routes>` under the current route. Errors (load or
 * render) reach the route's errorElement, so only this page shows the fallback.
 */
export function RemoteRoutes({ name }: { name: RemoteName }) {
  const Routes = remoteRoutesComponent(name);
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes />
    </Suspense>
  );
}
