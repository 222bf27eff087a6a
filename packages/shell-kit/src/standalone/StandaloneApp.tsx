import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import type { RuntimeConfig } from '@dd/contracts';
import { BreadcrumbProvider, RequireSignIn, RuntimeConfigProvider } from '@dd/shell-kit';
import { StandaloneSignIn } from './StandaloneSignIn';

export type StandaloneAppProps = {
  config: RuntimeConfig;
  queryClient: QueryClient;
  /** Where the shell mounts the remote: '/restaurants', or '/' for the account remote. */
  mountPath: string;
  /** The remote's exposed routes component. */
  Routes: ComponentType;
  /** Where `/` and a fresh sign-in lead; defaults to the mount path. */
  home?: string;
};

/**
 * A remote on its own, with what the shell gives it: runtime config,
 * breadcrumbs, the query cache, the router and the sign-in guard. Paths
 * outside the remote lead to its home page.
 */
export function StandaloneApp({
  config,
  queryClient,
  mountPath,
  Routes: RemoteRoutes,
  home = mountPath,
}: StandaloneAppProps) {
  return (
    <RuntimeConfigProvider config={config}>
      <BreadcrumbProvider>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <Routes>
              <Route path="/login" element={<StandaloneSignIn home={home} />} />
              {home !== '/' && <Route path="/" element={<Navigate to={home} replace />} />}
              <Route element={<RequireSignIn />}>
                <Route path={`${mountPath.replace(/\/+$/, '')}/*`} element={<RemoteRoutes />} />
              </Route>
              <Route path="*" element={<Navigate to={home} replace />} />
            </Routes>
          </BrowserRouter>
        </QueryClientProvider>
      </BreadcrumbProvider>
    </RuntimeConfigProvider>
  );
}
