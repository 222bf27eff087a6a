import type { RuntimeConfig } from '@dd/contracts';
import { loadable } from '@dd/ui-kit';
import { PageLoading } from '../layout';
import type { RemoteName } from './remoteNames';

let remotes: RuntimeConfig['remotes'] | undefined;
let runtime: Promise<typeof import('./remoteRuntime')> | undefined;

/** Keeps /config.json's remotes for when the first remote page loads the federation side. */
export function configureRemotes(configured: RuntimeConfig['remotes']): void {
  remotes = configured;
}

/**
 * Loads the remote runtime once, registering the configured remotes before
 * anything loads one (none without /config.json: their pages fail to load).
 */
function loadRemoteRuntime() {
  runtime ??= import('./remoteRuntime').then((module) => {
    if (remotes) module.registerRuntimeRemotes(remotes);
    return module;
  });
  return runtime;
}

/** Starts fetching a remote's routes ahead of its page rendering. */
export function preloadRemotePage(name: RemoteName): void {
  loadRemoteRuntime().then(
    (module) => module.preloadRemoteRoutes(name),
    () => undefined, // the page shows the failure when it renders
  );
}

const LoadedRemoteRoutes = loadable(() =>
  loadRemoteRuntime().then((module) => module.RemoteRoutes),
);

/** A remote's `<Routes>` under the current route (RemoteRoutes), once the remote runtime is here. */
export function RemotePage({ name }: { name: RemoteName }) {
  return <LoadedRemoteRoutes name={name} fallback={<PageLoading />} />;
}
