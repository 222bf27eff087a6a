import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { RuntimeConfig } from '@dd/contracts';
import { loadRuntimeConfig } from '@dd/shell-kit';
import '@dd/ui-kit/tokens.css';
import './app/global.css';
import { App } from './app/App';
import { registerServiceWorkerAfterLoad } from './features/offline';
import { startSavingFirstScreens } from './features/first-screen';
import { configureRemotes } from './features/remotes';

// Without its runtime configuration (inline or /config.json) the shell still works:
// remote pages show the page fallback.
const OFFLINE_CONFIG: RuntimeConfig = { remotes: {}, geocoderUrl: '', tileUrl: '', storageUrl: '' };

async function start(): Promise<void> {
  let config = OFFLINE_CONFIG;
  try {
    config = await loadRuntimeConfig();
    configureRemotes(config.remotes);
  } catch (error) {
    console.error('[shell] runtime config unavailable; feature pages cannot load', error);
  }
  const root = document.getElementById('root')!;
  createRoot(root).render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
  registerServiceWorkerAfterLoad();
  startSavingFirstScreens(root);
}

void start();
