import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RuntimeConfig } from '@dd/contracts';
import { BreadcrumbProvider, RuntimeConfigProvider } from '@dd/shell-kit';
import { appRoutes } from './routes';

function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } });
}

/** Providers shared with every remote (shared singletons), then the router. */
export function App({ config }: { config: RuntimeConfig }) {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  const [queryClient] = useState(createQueryClient);
  return (
    <RuntimeConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <BreadcrumbProvider>
          <RouterProvider router={router} />
        </BreadcrumbProvider>
      </QueryClientProvider>
    </RuntimeConfigProvider>
  );
}
