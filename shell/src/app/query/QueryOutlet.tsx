import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient, restored } from './queryClient';
import { startOutboxSync } from './startOutboxSync';

export { queryClient, restored };

// Once, with the signed-in pages' chunk (the account forms load it too: the outbox then waits for a sign-in).
startOutboxSync(queryClient);

/** Layout route: the child pages (posts, remote features) get the app's query cache. */
export function QueryOutlet() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
