import { createHash } from 'node:crypto';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RuntimeConfig } from '@dd/contracts';
import { remotesRegisteredElsewhere } from '../features/remotes/remoteRegistry';

/** How often a remote's server manifest is read again: a redeployed remote renders with its new code within this. */
const RECHECK_MS = 1000;
const MANIFEST_TIMEOUT_MS = 2000;

interface ServerManifest {
  metaData: { remoteEntry: { name: string } };
}

interface Registered {
  version: string;
  checkedAt: number;
}

const registered = new Map<RemoteName, Registered>();
const checks = new Map<RemoteName, Promise<boolean>>();

remotesRegisteredElsewhere();

/**
 * Where a remote's server container is: `server/` beside the browser
 * manifest the runtime configuration names (its build writes both), so
 * wherever the remote is deployed, its server code comes from there too.
 */
export function serverContainerBase(manifestUrl: string, origin: string): URL {
  return new URL('server/', new URL(manifestUrl, origin));
}

async function check(name: RemoteName, manifestUrl: string, origin: string): Promise<boolean> {
  const base = serverContainerBase(manifestUrl, origin);
  const response = await fetch(new URL('mf-manifest.json', base), {
    signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${name}'s server manifest answered ${response.status}`);
  const text = await response.text();
  const version = createHash('sha256').update(text).digest('hex').slice(0, 16);
  const known = registered.get(name);
  if (known?.version === version) {
    known.checkedAt = Date.now();
    return false;
  }
  const { metaData } = JSON.parse(text) as ServerManifest;
  // A new entry URL per version, registered with force: the runtime drops
  // the previous container, and the new one loads its own chunks.
  registerRemotes(
    [{ name, entry: new URL(`${metaData.remoteEntry.name}?v=${version}`, base).href }],
    {
      force: known !== undefined,
    },
  );
  registered.set(name, { version, checkedAt: Date.now() });
  return true;
}

/**
 * Registers the remote `name`'s server container with the federation
 * runtime, from its current build: read again at most every RECHECK_MS
 * (one read at a time), and registered anew when it changed. True when
 * the remote's code changed (its loaded routes must then be forgotten).
 */
export async function serverRemoteReady(
  name: RemoteName,
  config: RuntimeConfig,
  origin: string,
): Promise<boolean> {
  const manifestUrl = config.remotes[name];
  if (!manifestUrl) throw new Error(`No remote '${name}' in the runtime configuration`);
  const known = registered.get(name);
  if (known && Date.now() - known.checkedAt < RECHECK_MS) return false;
  let running = checks.get(name);
  if (!running) {
    running = check(name, manifestUrl, origin).finally(() => checks.delete(name));
    checks.set(name, running);
  }
  // A failed read keeps the registered version, if any: the page renders with it.
  return running.catch((error: unknown) => {
    if (!known) throw error;
    return false;
  });
}
