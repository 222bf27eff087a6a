import { getInstance } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@dd/contracts';
import { remoteFailurePlugin } from './remoteFailurePlugin';

/**
 * Tells the federation runtime where each remote lives, from /config.json:
 * nothing about remotes is compiled into the shell, so a remote is deployed
 * by publishing its bundle and changing its manifest URL.
 */
export function registerRuntimeRemotes(
  remotes: RuntimeConfig['remotes'],
  baseUrl = window.location.href,
): void {
  const federation = getInstance();
  if (!federation) throw new Error('The Module Federation runtime is not initialised');
  federation.registerPlugins([remoteFailurePlugin()]);
  federation.registerRemotes(
    Object.entries(remotes).map(([name, manifestUrl]) => ({
      name,
      entry: new URL(manifestUrl, baseUrl).href,
    })),
    { force: true },
  );
}
