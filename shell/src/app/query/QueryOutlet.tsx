import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { useRequestQueryClient } from './RequestQueryClient';
import { browserQueryClient } from './queryClient';

export { queryCacheReady } from './queryClient';

/** The app's query cache around `children`, or on the server the page's own. */
export function AppQueries({ children }: { children: ReactNode }) {
  const client = useRequestQueryClient() ?? browserQueryClient();
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Layout route: the child pages (posts, remote features) get the app's query cache. */
export function QueryOutlet() {
  return (
    <AppQueries>
      <Outlet />
    </AppQueries>
  );
}
