import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import type { RuntimeConfig } from '@dd/contracts';
import {
  BreadcrumbProvider,
  RuntimeConfigProvider,
  ServerSession,
  type ServerSessionValue,
} from '@dd/shell-kit';
import { ScrollRestorer } from '../features/layout';
import { HydrationEnd } from './HydrationEnd';
import { AppRoutes, type EntryPages } from './routes';

export interface AppProps {
  config: RuntimeConfig;
  /** Whom the page's HTML was rendered for (useSession's server snapshot); null when signed out or not rendered. */
  renderedFor: ServerSessionValue | null;
}

/**
 * The providers shared with every remote (shared singletons) around a
 * router: the same tree on the server (a StaticRouter) as in the browser,
 * so the browser hydrates the server's HTML. The query cache is provided by
 * the signed-in routes (app/query, loaded with them).
 */
export function AppFrame({ config, renderedFor, router }: AppProps & { router: ReactNode }) {
  return (
    <ServerSession session={renderedFor}>
      <RuntimeConfigProvider config={config}>
        <BreadcrumbProvider>{router}</BreadcrumbProvider>
      </RuntimeConfigProvider>
    </ServerSession>
  );
}

/** The routes inside a router (BrowserRouter, StaticRouter or PageLoadRouter). */
export function RoutedApp(pages: EntryPages) {
  return (
    <>
      <ScrollRestorer />
      <HydrationEnd />
      <AppRoutes {...pages} />
    </>
  );
}

/** The browser's app. */
export function App({ remotePage, landingPage, ...props }: AppProps & EntryPages) {
  return (
    <AppFrame
      {...props}
      router={
        <BrowserRouter>
          <RoutedApp remotePage={remotePage} landingPage={landingPage} />
        </BrowserRouter>
      }
    />
  );
}
