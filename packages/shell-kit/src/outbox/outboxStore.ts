import { createStore, delMany, entries, set, type UseStore } from 'idb-keyval';
import type { OutboxEntry } from './outboxEntry';

/**
 * The device's copy of the queued writes and of the server ids their creates
 * got, per user, in IndexedDB (idb-keyval): one record per write, so two tabs
 * never overwrite each other's queue.
 */
let store: UseStore | undefined;
const outboxStore = () => (store ??= createStore('dd-outbox', 'writes'));

const WRITE = 'write:';
const REF = 'ref:';

/** Sorts as the writes were queued: the time, then the tab's own counter. */
function writeKey(entry: OutboxEntry): string {
  return `${WRITE}${entry.userId}:${String(entry.queuedAt).padStart(17, '0')}:${entry.id}`;
}

export type StoredOutbox = { entries: OutboxEntry[]; resolved: Map<string, string> };

export async function readOutbox(userId: string): Promise<StoredOutbox> {
  const records = await entries<string, unknown>(outboxStore());
  const writes: [string, OutboxEntry][] = [];
  const resolved = new Map<string, string>();
  for (const [key, value] of records) {
    if (key.startsWith(`${WRITE}${userId}:`)) writes.push([key, value as OutboxEntry]);
    else if (key.startsWith(`${REF}${userId}:`))
      resolved.set(key.slice(`${REF}${userId}:`.length), value as string);
  }
  writes.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { entries: writes.map(([, entry]) => entry), resolved };
}

export function saveEntry(entry: OutboxEntry): Promise<void> {
  return set(writeKey(entry), entry, outboxStore());
}

export function removeEntries(removed: readonly OutboxEntry[]): Promise<void> {
  return delMany(removed.map(writeKey), outboxStore());
}

export function saveResolvedRef(userId: string, ref: string, value: string): Promise<void> {
  return set(`${REF}${userId}:${ref}`, value, outboxStore());
}

/** Everything queued for `userId`, and the ids their creates got. */
export async function clearOutbox(userId: string): Promise<void> {
  const keys = (await entries<string, unknown>(outboxStore()))
    .map(([key]) => key)
    .filter((key) => key.startsWith(`${WRITE}${userId}:`) || key.startsWith(`${REF}${userId}:`));
  await delMany(keys, outboxStore());
}
