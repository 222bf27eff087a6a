import { ApiError } from '../api/ApiError';
import { sessionStore } from '../session/sessionStore';
import { retryDelayMs } from './backoff';
import { withKeptPhotoUploads } from './keptPhotos';
import { localRefsIn } from './localRefs';
import type { OutboxConflict, OutboxEntry, OutboxWrite } from './outboxEntry';
import { withLock } from './outboxLock';
import { withDependents } from './outboxStatus';
import {
  clearOutbox,
  readOutbox,
  removeEntries,
  saveEntry,
  saveResolvedRef,
  type StoredOutbox,
} from './outboxStore';
import { isWorthRetrying, sendEntry } from './sendEntry';

/** What `write` did: the API's answer, or the write kept on the device to be sent later. */
export type OutboxResult<T> = { queued: false; data: T } | { queued: true; entry: OutboxEntry };

export type OutboxSnapshot = {
  userId: string | null;
  entries: readonly OutboxEntry[];
  /** Edits sent since this page opened that overrode a change made on another device. */
  conflicts: readonly OutboxConflict[];
};

type Outcome = { sent: unknown } | { refused: unknown };

const CHANNEL = 'dd-outbox';
const NO_ENTRIES: readonly OutboxEntry[] = [];
/** No queued writes: before the device's outbox is read, and what a server render shows. */
export const EMPTY_OUTBOX: OutboxSnapshot = { userId: null, entries: NO_ENTRIES, conflicts: [] };

let snapshot: OutboxSnapshot = EMPTY_OUTBOX;
const listeners = new Set<() => void>();
const sentListeners = new Set<(entries: readonly OutboxEntry[]) => void>();
let channel: BroadcastChannel | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let seq = 0;

function currentUserId(): string | null {
  return sessionStore.getUser()?.id ?? null;
}

/**
 * Makes `next` the snapshot and tells the listeners, unless nothing changed.
 * An empty queue is always the same array, so a part that reads only the
 * entries is not rendered again when the device's (empty) queue has been read:
 * such a render while the page hydrates would make React throw away the
 * server's HTML of any part whose code is still on its way.
 */
function publish(next: OutboxSnapshot): void {
  const entries = next.entries.length === 0 ? NO_ENTRIES : next.entries;
  if (
    next.userId === snapshot.userId &&
    entries === snapshot.entries &&
    next.conflicts === snapshot.conflicts
  )
    return;
  snapshot = { ...next, entries };
  listeners.forEach((listener) => listener());
}

/** The conflicts to keep showing: the same user's, until dismissed. */
function conflictsOf(userId: string): readonly OutboxConflict[] {
  return snapshot.userId === userId ? snapshot.conflicts : [];
}

/** Re-reads the signed-in user's queue (after a change here or in another tab). */
async function refresh(): Promise<void> {
  const userId = currentUserId();
  if (!userId) return publish(EMPTY_OUTBOX);
  try {
    const { entries } = await readOutbox(userId);
    if (currentUserId() === userId) publish({ userId, entries, conflicts: conflictsOf(userId) });
  } catch {
    // no IndexedDB: nothing can have been queued
    publish({ userId, entries: [], conflicts: conflictsOf(userId) });
  }
}

function noteConflict(userId: string, entry: OutboxEntry, fields: readonly string[]): void {
  if (!fields.length || snapshot.userId !== userId) return;
  const conflict: OutboxConflict = { id: entry.id, label: entry.label, fields };
  publish({ ...snapshot, conflicts: [...snapshot.conflicts, conflict] });
}

function changed(): Promise<void> {
  channel?.postMessage('changed');
  return refresh();
}

function scheduleRetry(at: number): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void outbox.sync(), Math.max(0, at - Date.now()));
}

/**
 * Sends `userId`'s queued writes in the order they were made, each with its
 * idempotency key, until one cannot be sent now. A refused write (4xx) is
 * parked with the server's message, and so is every write that names what it
 * would have created; the others go on. `interactive` is the write a form is
 * waiting for: its refusal goes back to the form instead.
 */
async function drain(
  userId: string,
  { interactive, ignoreBackoff = false }: SyncOptions,
): Promise<Outcome | undefined> {
  let outcome: Outcome | undefined;
  const { entries, resolved }: StoredOutbox = await readOutbox(userId);
  const sent: OutboxEntry[] = [];
  for (const entry of entries) {
    if (entry.failure) continue;
    if (localRefsIn([entry.path, entry.body]).some((ref) => !resolved.has(ref))) continue;
    if (entry.retryAt > Date.now() && !ignoreBackoff && entry.id !== interactive) {
      scheduleRetry(entry.retryAt);
      break;
    }
    let data: unknown;
    try {
      const replay = entry.id !== interactive || entry.attempts > 0;
      const answer = await sendEntry(entry, resolved, { replay });
      data = answer.data;
      noteConflict(userId, entry, answer.conflicts);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) break; // signed out: kept for later
      if (isWorthRetrying(error)) {
        const attempts = entry.attempts + 1;
        const retryAt = Date.now() + retryDelayMs(attempts);
        await saveEntry({ ...entry, attempts, retryAt });
        if (typeof navigator === 'undefined' || navigator.onLine !== false) scheduleRetry(retryAt);
        await changed(); // the queue's page shows when the next attempt is due
        break;
      }
      if (entry.id === interactive) {
        outcome = { refused: error };
        await removeEntries([entry]);
      } else {
        const message = error instanceof Error ? error.message : 'Refused';
        const status = error instanceof ApiError ? error.status : 400;
        await saveEntry({ ...entry, failure: { status, message } });
      }
      await changed();
      continue;
    }
    const value =
      entry.creates && (data as Record<string, unknown> | undefined)?.[entry.creates.field];
    if (entry.creates && typeof value === 'string') {
      resolved.set(entry.creates.ref, value);
      await saveResolvedRef(userId, entry.creates.ref, value);
    }
    await removeEntries([entry]);
    sent.push(entry);
    if (entry.id === interactive) outcome = { sent: data };
    await changed();
  }
  if (sent.length) sentListeners.forEach((listener) => listener(sent));
  return outcome;
}

type SyncOptions = {
  /** The write a form is waiting for. */
  interactive?: string;
  /** The network is back, or the app starts: no reason to wait out a back-off. */
  ignoreBackoff?: boolean;
};

function syncFor(userId: string, options: SyncOptions): Promise<Outcome | undefined> {
  return withLock(`${CHANNEL}:${userId}`, () => drain(userId, options));
}

/**
 * The one queue of the diary's writes (issue 28). Every write is kept on the
 * device first, then sent in order with an idempotency key, so a write made
 * offline, cut off mid-way or replayed by two tabs reaches the server once.
 */
export const outbox = {
  /**
   * Queues `write` and sends the queue up to it. Answers the API's answer
   * when it was sent, or the queued entry when it has to wait (offline, no
   * answer, a server error, earlier writes still waiting). A refusal (4xx)
   * is thrown, as a direct request's would be, and nothing stays queued.
   */
  async write<T>(write: OutboxWrite): Promise<OutboxResult<T>> {
    const userId = currentUserId();
    const entries: OutboxEntry[] = withKeptPhotoUploads(write).map((each) => ({
      ...each,
      id: crypto.randomUUID(),
      userId: userId ?? '',
      idempotencyKey: crypto.randomUUID(),
      queuedAt: Date.now() * 1000 + (seq++ % 1000),
      attempts: 0,
      retryAt: 0,
    }));
    const entry = entries.at(-1)!;
    try {
      if (!userId) throw new Error('signed out');
      for (const each of entries) await saveEntry(each);
    } catch {
      // Signed out, or no IndexedDB (a private window): sent as it is, or not at all.
      return { queued: false, data: (await sendEntry(entry, new Map())).data as T };
    }
    await changed();
    const outcome = await syncFor(userId, { interactive: entry.id });
    if (outcome && 'refused' in outcome) throw outcome.refused;
    if (outcome) return { queued: false, data: outcome.sent as T };
    return { queued: true, entry };
  },

  /**
   * Sends what waits: at a retry's time, or at once (`ignoreBackoff`) when
   * the network is back or the app starts.
   */
  async sync(options: Pick<SyncOptions, 'ignoreBackoff'> = {}): Promise<void> {
    const userId = currentUserId();
    if (userId) await syncFor(userId, options).catch(() => undefined);
  },

  /** Drops a write and every write that names what it would have created. */
  async discard(id: string): Promise<void> {
    const userId = currentUserId();
    if (!userId) return;
    await withLock(`${CHANNEL}:${userId}`, async () => {
      const { entries } = await readOutbox(userId);
      const entry = entries.find((candidate) => candidate.id === id);
      if (entry) await removeEntries(withDependents(entries, entry));
    });
    await changed();
  },

  /** A refused write, sent again (the user fixed what the server objected to elsewhere). */
  async retry(id: string): Promise<void> {
    const entry = snapshot.entries.find((candidate) => candidate.id === id);
    if (!entry) return;
    await saveEntry({ ...entry, failure: undefined, attempts: 0, retryAt: 0 });
    await changed();
    await outbox.sync({ ignoreBackoff: true });
  },

  /** Forgets everything `userId` queued (log-out after the warning, account deletion). */
  async clear(userId: string): Promise<void> {
    await clearOutbox(userId).catch(() => undefined);
    await changed();
  },

  /** The user has read the notice of a conflict. */
  dismissConflict(id: string): void {
    const conflicts = snapshot.conflicts.filter((conflict) => conflict.id !== id);
    if (conflicts.length !== snapshot.conflicts.length) publish({ ...snapshot, conflicts });
  },

  getSnapshot(): OutboxSnapshot {
    return snapshot;
  },

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** Called with the writes that reached the server, after each sync that sent some. */
  onSent(listener: (entries: readonly OutboxEntry[]) => void): () => void {
    sentListeners.add(listener);
    return () => sentListeners.delete(listener);
  },
};

let started = false;

/**
 * Starts syncing: now, whenever the browser is back online, and when the
 * signed-in user changes; follows other tabs' changes. Once per page.
 */
export function startOutbox(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => void refresh();
  }
  const syncNow = () => outbox.sync({ ignoreBackoff: true });
  window.addEventListener('online', () => void syncNow());
  let userId = currentUserId();
  sessionStore.subscribe(() => {
    if (currentUserId() === userId) return;
    userId = currentUserId();
    void refresh().then(syncNow);
  });
  void refresh().then(syncNow);
}
