import { createContext, useContext, type ReactNode } from 'react';
import type { RuntimeConfig } from '@dd/contracts';

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function RuntimeConfigProvider({
  config,
  children,
}: {
  config: RuntimeConfig;
  children?: ReactNode;
}) {
  return <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig must be used inside a RuntimeConfigProvider');
  return config;
}

/** The id of the JSON data block in which the web tier writes the configuration into the page. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'dd-runtime-config';

/**
 * The runtime configuration the web tier wrote into the page, if it did (and
 * it reads as one): no round trip to /config.json before the app can start.
 */
export function inlineRuntimeConfig(root: Document = document): RuntimeConfig | null {
  const text = root.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const config: unknown = JSON.parse(text);
    return isRuntimeConfig(config) ? config : null;
  } catch {
    return null;
  }
}

/** The page's inline configuration, else the web tier's `/config.json`. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  return inlineRuntimeConfig() ?? fetchRuntimeConfig();
}

/** Loads the web tier's `/config.json` (where the remotes live, map and storage URLs). */
export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', {
    cache: 'no-cache',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Failed to load /config.json (${response.status})`);
  const config: unknown = await response.json();
  if (!isRuntimeConfig(config)) throw new Error('Invalid /config.json');
  return config;
}

// A structural check instead of the contracts' zod schema keeps zod out of the shell's initial bundle.
function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (!value || typeof value !== 'object') return false;
  const { remotes, geocoderUrl, tileUrl, storageUrl } = value as Record<string, unknown>;
  return (
    !!remotes &&
    typeof remotes === 'object' &&
    Object.values(remotes).every((entry) => typeof entry === 'string') &&
    [geocoderUrl, tileUrl, storageUrl].every((url) => typeof url === 'string')
  );
}
