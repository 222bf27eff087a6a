import type { QueryClient } from '@tanstack/react-query';
import { outbox, startOutbox } from '@dd/shell-kit';

let started = false;

/**
 * Starts sending the signed-in user's queued writes (issue 28), and has every
 * list fetched again once some reach the server, so a meal made offline shows
 * its server copy. Once per page.
 */
export function startOutboxSync(queryClient: QueryClient): void {
  if (started) return;
  started = true;
  outbox.onSent(() => void queryClient.invalidateQueries());
  startOutbox();
}
