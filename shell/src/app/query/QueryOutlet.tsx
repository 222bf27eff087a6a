import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient, restored } from './queryClient';

export { queryClient, restored };

/** Layout route: the child pages (posts, remote features) get the app's query cache. */
export function QueryOutlet() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
