import { StrictMode, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { fetchRuntimeConfig } from '@dd/shell-kit';
import '@dd/ui-kit/tokens.css';
import './page.css';
import { APP_QUERY_DEFAULTS, createAppQueryClient } from '../query/createAppQueryClient';
import { queryCacheRestored } from '../query/persistQueryCache';
import { StandaloneApp } from './StandaloneApp';
import { applySavedTheme } from './theme';

export type StandaloneRemote = {
  /** Where the shell mounts the remote: '/restaurants', or '/' for the account remote. */
  mountPath: string;
  /** The remote's exposed routes component. */
  Routes: ComponentType;
  /** Where `/` and a fresh sign-in lead; defaults to the mount path. */
  home?: string;
  container?: HTMLElement;
};

/**
 * The standalone entry of every remote (`src/bootstrap.tsx`): loads the
 * gateway's /config.json as the shell does (and the user's stored query
 * cache meanwhile), then renders the remote with the shell's providers, so a
 * feature team can run one remote against the gateway.
 */
export async function mountStandaloneRemote({
  mountPath,
  Routes,
  home,
  container = document.getElementById('root') ?? document.body,
}: StandaloneRemote): Promise<Root> {
  applySavedTheme();
  const root = createRoot(container);
  try {
    const queryClient = createAppQueryClient(APP_QUERY_DEFAULTS, { persist: true });
    const [config] = await Promise.all([fetchRuntimeConfig(), queryCacheRestored(queryClient)]);
    root.render(
      <StrictMode>
        <StandaloneApp
          config={config}
          queryClient={queryClient}
          mountPath={mountPath}
          Routes={Routes}
          home={home}
        />
      </StrictMode>,
    );
  } catch (error) {
    console.error('[standalone] runtime config unavailable', error);
    root.render(<p role="alert">Dining Diary could not load its configuration (/config.json).</p>);
  }
  return root;
}
