import { useSyncExternalStore } from 'react';
import { EMPTY_OUTBOX, outbox, type OutboxSnapshot } from './outbox';

const serverOutbox = () => EMPTY_OUTBOX;

/**
 * The signed-in user's queued writes, kept current (this tab's and other
 * tabs' changes). A page the server rendered hydrates with none (what the
 * server saw), then shows the device's.
 */
export function useOutbox(): OutboxSnapshot {
  return useSyncExternalStore(outbox.subscribe, outbox.getSnapshot, serverOutbox);
}
