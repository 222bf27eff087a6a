import { useSyncExternalStore } from 'react';
import { outbox, type OutboxSnapshot } from './outbox';

/** The signed-in user's queued writes, kept current (this tab's and other tabs' changes). */
export function useOutbox(): OutboxSnapshot {
  return useSyncExternalStore(outbox.subscribe, outbox.getSnapshot, outbox.getSnapshot);
}
