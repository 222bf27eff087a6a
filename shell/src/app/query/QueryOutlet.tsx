import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from './queryClient';

export { queryClient };

/** Layout route: the child pages (posts, remote features) get the app's query cache. */
export function QueryOutlet() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
