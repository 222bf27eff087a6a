import { useSyncExternalStore } from 'react';
import { EMPTY_OUTBOX, outbox, type OutboxSnapshot } from './outbox';
import type { OutboxEntry } from './outboxEntry';

const serverOutbox = () => EMPTY_OUTBOX;
const serverEntries = () => EMPTY_OUTBOX.entries;
const currentEntries = () => outbox.getSnapshot().entries;

/**
 * The signed-in user's queued writes, kept current (this tab's and other
 * tabs' changes). A page the server rendered hydrates with none (what the
 * server saw), then shows the device's.
 */
export function useOutbox(): OutboxSnapshot {
  return useSyncExternalStore(outbox.subscribe, outbox.getSnapshot, serverOutbox);
}

/**
 * Only the queued writes (useOutbox's entries): a part reading them renders
 * again only when they change, not when the outbox learns whose it is or
 * notes a conflict. A page's part that hydrates stays as the server rendered
 * it while the device's empty queue is read.
 */
export function useOutboxEntries(): readonly OutboxEntry[] {
  return useSyncExternalStore(outbox.subscribe, currentEntries, serverEntries);
}
