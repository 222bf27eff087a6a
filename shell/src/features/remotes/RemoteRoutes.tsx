import { useEffect } from 'react';
import { loadable, type Loadable } from '@dd/ui-kit';
import { PageLoading, RouteErrorBoundary } from '../layout';
import { loadRemoteRoutes } from './loadRemoteRoutes';
import type { RemoteName } from '@dd/contracts';

type RemoteLoad = { component: Loadable<object>; failed: boolean };

const loads = new Map<RemoteName, RemoteLoad>();

// One lazy component per remote, created on the first visit. A failed load is
// kept (so React's re-renders show the same error instead of fetching in a
// loop) until the user leaves the page or navigates within it.
function remoteRoutesComponent(name: RemoteName): Loadable<object> {
  let load = loads.get(name);
  if (!load) {
    const attempt: RemoteLoad = {
      failed: false,
      component: loadable(() =>
        loadRemoteRoutes(name).then(
          (module) => module.default,
          (error: unknown) => {
            attempt.failed = true;
            throw error;
          },
        ),
      ),
    };
    loads.set(name, attempt);
    load = attempt;
  }
  return load.component;
}

/** Starts fetching a remote's routes ahead of its route rendering (one fetch, shared with it). */
export function preloadRemoteRoutes(name: RemoteName): void {
  void remoteRoutesComponent(name).preload();
}

function forgetFailedLoad(name: RemoteName): void {
  if (loads.get(name)?.failed) loads.delete(name);
}

/** Drops every loaded remote so the next visit fetches again (tests start from a clean state with it). */
export function forgetLoadedRemotes(): void {
  loads.clear();
}

/**
 * Renders a remote's `<Routes>` under the current route, inside its own error
 * boundary: a remote that fails to load or throws only replaces its own page
 * with the fallback, and navigating away (or within it) tries again.
 */
export function RemoteRoutes({ name }: { name: RemoteName }) {
  useEffect(() => () => forgetFailedLoad(name), [name]);
  return (
    <RouteErrorBoundary onReset={() => forgetFailedLoad(name)}>
      <LoadedRemoteRoutes name={name} />
    </RouteErrorBoundary>
  );
}

// Looked up when mounted, so a boundary reset after a failed load mounts a fresh attempt.
function LoadedRemoteRoutes({ name }: { name: RemoteName }) {
  const Routes = remoteRoutesComponent(name);
  return <Routes fallback={<PageLoading />} />;
}
