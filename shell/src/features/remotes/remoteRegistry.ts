import type { RemoteName, RuntimeConfig } from '@dd/contracts';
import { registerRuntimeRemotes } from './registerRemotes';

let remotes: RuntimeConfig['remotes'] | undefined;
let registered = false;
let runtime: Promise<typeof import('./remoteRuntime')> | undefined;

/**
 * For the server's renderer, which registers each remote's server container
 * itself (server/serverRemotes): the browser's registration is skipped.
 */
export function remotesRegisteredElsewhere(): void {
  registered = true;
}

/** Keeps the runtime configuration's remotes for when the first remote page loads the federation side. */
export function configureRemotes(configured: RuntimeConfig['remotes']): void {
  remotes = configured;
}

/**
 * Registers the configured remotes with the federation runtime (whose core is
 * in the entry chunk), once, before anything loads one; none without a
 * configuration, so their pages fail to load.
 */
function registerRemotes(): void {
  if (registered || !remotes) return;
  registerRuntimeRemotes(remotes);
  registered = true;
}

/** The code that mounts remotes' routes, once, with the remotes registered. */
export function loadRemoteRuntime(): Promise<typeof import('./remoteRuntime')> {
  runtime ??= import(/* webpackChunkName: "signed-in-page" */ './remoteRuntime').then((module) => {
    registerRemotes();
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
