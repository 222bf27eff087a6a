import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { RuntimeConfig } from '@dd/contracts';
import { BreadcrumbProvider, RuntimeConfigProvider } from '@dd/shell-kit';
import { appRoutes } from './routes';

/** Providers shared with every remote (shared singletons), then the router. The query cache is provided by the signed-in routes (app/query, loaded with them). */
export function App({ config }: { config: RuntimeConfig }) {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <RuntimeConfigProvider config={config}>
      <BreadcrumbProvider>
        <RouterProvider router={router} />
      </BreadcrumbProvider>
    </RuntimeConfigProvider>
  );
}
