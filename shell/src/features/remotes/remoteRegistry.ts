import type { QueryClient } from '@tanstack/react-query';
import type { RemoteName, RuntimeConfig } from '@dd/contracts';
import type { PageLocation } from '@dd/shell-kit/query';

let remotes: RuntimeConfig['remotes'] | undefined;
let registration: Promise<void> | undefined;
let runtime: Promise<typeof import('./remoteRuntime')> | undefined;

/** Keeps the runtime configuration's remotes for when the first remote page loads the federation side. */
export function configureRemotes(configured: RuntimeConfig['remotes']): void {
  remotes = configured;
}

/**
 * Registers the configured remotes with the federation runtime, once, before
 * anything loads one (none without a configuration: their pages fail to load).
 */
function registerRemotes(): Promise<void> {
  registration ??= import('./registerRemotes').then((module) => {
    if (remotes) module.registerRuntimeRemotes(remotes);
  });
  return registration;
}

/** The code that mounts remotes' routes, once, with the remotes registered. */
export function loadRemoteRuntime(): Promise<typeof import('./remoteRuntime')> {
  runtime ??= Promise.all([import('./remoteRuntime'), registerRemotes()]).then(
    ([module]) => module,
  );
  return runtime;
}

/** Starts fetching a remote's routes ahead of its page rendering. */
export function preloadRemotePage(name: RemoteName): void {
  loadRemoteRuntime().then(
    (module) => module.preloadRemoteRoutes(name),
    () => undefined, // the page shows the failure when it renders
  );
}

/**
 * Starts the first query of the remote's page at `location` (the remote's
 * `./prefetch`) in the app's query cache, beside the page's code, which it
 * does not wait for. A failure leaves the page to ask itself.
 */
export function prefetchRemotePage(
  name: RemoteName,
  location: PageLocation,
  queryClient: () => Promise<QueryClient>,
): void {
  Promise.all([registerRemotes(), import('./prefetchRemoteData')])
    .then(([, module]) => module.prefetchRemoteData(name, location, queryClient()))
    .catch(() => undefined);
}
