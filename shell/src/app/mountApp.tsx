import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { RuntimeConfig } from '@dd/contracts';
import { loadRuntimeConfig, type ServerSessionValue } from '@dd/shell-kit';
import { HYDRATING_ATTRIBUTE } from '@dd/ui-kit';
import { replayEarlyTaps } from '../features/hydration/replayEarlyTaps';
import { keepPagesForSession, registerServiceWorkerAfterLoad } from '../features/offline';
import { pageState } from './pageState';
import { renderedFor } from './renderedFor';

// Without its runtime configuration (inline or /config.json) the shell still works:
// remote pages show the page fallback.
const OFFLINE_CONFIG: RuntimeConfig = { remotes: {}, geocoderUrl: '', tileUrl: '', storageUrl: '' };

/** The page's runtime configuration, or one without remotes when there is none to be had. */
export async function runtimeConfigOrOffline(): Promise<RuntimeConfig> {
  try {
    return await loadRuntimeConfig();
  } catch (error) {
    console.error('[shell] runtime config unavailable; feature pages cannot load', error);
    return OFFLINE_CONFIG;
  }
}

/** A part React rendered again in the browser: the error, and where in the tree (the component stack). */
function reportRecoverableError(error: unknown, info: { componentStack?: string }): void {
  console.error('[hydration]', error, info.componentStack ?? '');
}

/**
 * Puts the app into `#root`: a page the web tier or the build rendered is
 * hydrated (its HTML stays, and each part answers taps as soon as its code
 * has arrived); a page without a render is rendered. Then the service
 * worker and the kept pages' owner follow the session.
 */
export function mountApp(app: (renderedFor: ServerSessionValue | null) => ReactNode): void {
  const root = document.getElementById('root')!;
  const state = pageState();
  const tree = <StrictMode>{app(renderedFor(state))}</StrictMode>;
  // Until the first navigation (app/HydrationEnd): parts mounted meanwhile hydrate.
  if (state) document.documentElement.setAttribute(HYDRATING_ATTRIBUTE, '');
  // On every page: it also ends the page's early taps script.
  replayEarlyTaps(root);
  if (state) hydrateRoot(root, tree, { onRecoverableError: reportRecoverableError });
  else createRoot(root).render(tree);
  registerServiceWorkerAfterLoad();
  keepPagesForSession();
}
