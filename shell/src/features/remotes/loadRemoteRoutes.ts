import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@dd/contracts';
import type { RemotePages } from '@dd/shell-kit';
import { retry } from './retry';

/** A remote's exposed `./routes`: its routes, and the pages they are made of. */
export type RemoteRoutesModule = { default: ComponentType; pages?: RemotePages };

// Covers a transient network failure or a deploy in progress without making a
// user wait long on a remote that is really down.
const LOAD_RETRY = { attempts: 3, delayMs: 400 };

/** Loads a remote's exposed `./routes` module, retrying a bounded number of times. */
export function loadRemoteRoutes(name: RemoteName): Promise<RemoteRoutesModule> {
  return retry(async () => {
    const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
    if (!module || typeof module.default !== 'function')
      throw new Error(`Remote '${name}' did not expose a routes component`);
    return module;
  }, LOAD_RETRY);
}
