import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { RuntimeConfig } from '@dd/contracts';
import { loadRuntimeConfig } from '@dd/shell-kit';
import { HYDRATING_ATTRIBUTE } from '@dd/ui-kit';
import '@dd/ui-kit/tokens.css';
import './app/global.css';
import { App } from './app/App';
import { renderedFor } from './app/renderedFor';
import { pageState } from './app/pageState';
import { replayEarlyTaps } from './features/hydration/replayEarlyTaps';
import { keepPagesForSession, registerServiceWorkerAfterLoad } from './features/offline';
import { configureRemotes } from './features/remotes';

// Without its runtime configuration (inline or /config.json) the shell still works:
// remote pages show the page fallback.
const OFFLINE_CONFIG: RuntimeConfig = { remotes: {}, geocoderUrl: '', tileUrl: '', storageUrl: '' };

/** A part React rendered again in the browser: the error, and where in the tree (the component stack). */
function reportRecoverableError(error: unknown, info: { componentStack?: string }): void {
  console.error('[hydration]', error, info.componentStack ?? '');
}

async function start(): Promise<void> {
  let config = OFFLINE_CONFIG;
  try {
    config = await loadRuntimeConfig();
    configureRemotes(config.remotes);
  } catch (error) {
    console.error('[shell] runtime config unavailable; feature pages cannot load', error);
  }
  const root = document.getElementById('root')!;
  const state = pageState();
  const app = (
    <StrictMode>
      <App config={config} renderedFor={renderedFor(state)} />
    </StrictMode>
  );
  // A page the web tier or the build rendered is hydrated: its HTML stays,
  // and each part answers taps as soon as its code has arrived.
  if (state) {
    // Until the first navigation (app/HydrationEnd): parts mounted meanwhile hydrate.
    document.documentElement.setAttribute(HYDRATING_ATTRIBUTE, '');
    replayEarlyTaps(root);
    hydrateRoot(root, app, { onRecoverableError: reportRecoverableError });
  } else createRoot(root).render(app);
  registerServiceWorkerAfterLoad();
  keepPagesForSession();
}

void start();
