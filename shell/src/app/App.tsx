import { BrowserRouter } from 'react-router';
import type { RuntimeConfig } from '@dd/contracts';
import { BreadcrumbProvider, RuntimeConfigProvider } from '@dd/shell-kit';
import { ScrollRestorer } from '../features/layout';
import { AppRoutes } from './routes';

/** Providers shared with every remote (shared singletons), then the router. The query cache is provided by the signed-in routes (app/query, loaded with them). */
export function App({ config }: { config: RuntimeConfig }) {
  return (
    <RuntimeConfigProvider config={config}>
      <BreadcrumbProvider>
        <BrowserRouter>
          <ScrollRestorer />
          <AppRoutes />
        </BrowserRouter>
      </BreadcrumbProvider>
    </RuntimeConfigProvider>
  );
}
