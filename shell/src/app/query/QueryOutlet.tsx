import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { useRequestQueryClient } from './RequestQueryClient';
import { browserQueryClient } from './queryClient';

export { queryCacheReady } from './queryClient';

/** Layout route: the child pages (posts, remote features) get the app's query cache, or on the server the page's own. */
export function QueryOutlet() {
  const client = useRequestQueryClient() ?? browserQueryClient();
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
