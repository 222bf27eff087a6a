import type { Query, QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
} from '@tanstack/query-persist-client-core';
import { del, delMany, get, keys, set } from 'idb-keyval';

/** How old a stored cache may be and still be restored. */
export const QUERY_CACHE_MAX_AGE = 7 * 24 * 60 * 60 * 1000;

/** Change it when what the cache holds changes shape: every stored cache is then dropped. */
const BUSTER = '1';
const KEY_PREFIX = 'dd:query-cache:';
/** At most one write a second, however busy the queries are. */
const THROTTLE_MS = 1000;
/** IndexedDB can stall (some Safari versions): the page then renders without waiting for it. */
const RESTORE_WAIT_MS = 1000;

/**
 * Set while a user's cache is stored: a first visit, which has none, does not
 * hold its first page for an IndexedDB read that can only come back empty
 * (opening a new database costs a phone a few hundred milliseconds).
 */
const STORED_MARK = 'dd:query-cache-stored:';

function markStored(userId: string, stored: boolean): void {
  try {
    if (stored) localStorage.setItem(STORED_MARK + userId, '1');
    else localStorage.removeItem(STORED_MARK + userId);
  } catch {
    // Storage blocked: the page then never waits for a restore.
  }
}

/** Deletes every user's mark but `keepUserId`'s: nothing of a past session stays on the device. */
function removeStoredMarks(keepUserId?: string): void {
  try {
    const marks = Object.keys(localStorage).filter(
      (key) => key.startsWith(STORED_MARK) && key !== STORED_MARK + keepUserId,
    );
    for (const key of marks) localStorage.removeItem(key);
  } catch {
    // Storage blocked: there are no marks.
  }
}

function isMarkedStored(userId: string): boolean {
  try {
    return localStorage.getItem(STORED_MARK + userId) !== null;
  } catch {
    return false;
  }
}

/** Where a user's cache is stored (idb-keyval's default database). */
export function queryCacheKey(userId: string): string {
  return KEY_PREFIX + userId;
}

export type PersistedQueryCache = {
  /** Stops persisting and deletes the stored cache: its user signed out or is no longer the one signed in. */
  remove(): void;
};

const restores = new WeakMap<QueryClient, Promise<void>>();

/**
 * Settles once the signed-in user's stored cache is in `queryClient` (or there
 * is none, IndexedDB failed, or a second passed): the first queries of a page
 * then start from the answers it saw last time.
 */
export function queryCacheRestored(queryClient: QueryClient): Promise<void> {
  return restores.get(queryClient) ?? Promise.resolve();
}

/**
 * Keeps `queryClient`'s successful queries in IndexedDB under `userId`'s own
 * key, after restoring what was stored there (at most 7 days old, same
 * `BUSTER`). Deletes every other user's stored cache and mark, left behind by a session
 * that ended while no page of the app was open; with no user, all of them.
 * Without a working IndexedDB (private mode, storage blocked) it does nothing.
 */
export function persistQueryCache(
  queryClient: QueryClient,
  userId: string | null,
  notRestored: ReadonlySet<string> = new Set(),
): PersistedQueryCache {
  if (typeof indexedDB === 'undefined') return { remove: () => undefined };
  if (userId === null) {
    removeStoredMarks();
    quietly(() => removeStoredCaches());
    return { remove: () => undefined };
  }
  const key = queryCacheKey(userId);
  // A read or a (throttled) write that lands after remove() must neither
  // fill the emptied cache nor store the removed one again.
  let active = true;
  let readable = true;
  let unsubscribe: (() => void) | undefined;
  const persister = createAsyncStoragePersister({
    key,
    throttleTime: THROTTLE_MS,
    storage: {
      getItem: async (storedKey) => {
        try {
          const stored = await get<string>(storedKey);
          return active ? stored : undefined;
        } catch {
          // IndexedDB refuses (private mode, storage blocked): no persistence on this page.
          readable = false;
          return undefined;
        }
      },
      setItem: async (storedKey, value) => {
        if (!active) return;
        await set(storedKey, value);
        // remove() ran while this write was in flight: undo the write, never mark it.
        if (active) markStored(userId, true);
        else await del(storedKey);
      },
      removeItem: async (storedKey) => del(storedKey),
    },
    // IndexedDB stores the object itself: its structured clone keeps the Maps
    // and Dates that JSON would lose (the persister's types assume a string).
    serialize: (client) => withLastAnswers(client) as unknown as string,
    deserialize: (stored) => withoutQueries(stored as unknown as PersistedClient, notRestored),
  });
  const options = { queryClient, persister, buster: BUSTER };
  const wasStored = isMarkedStored(userId);
  const restore = persistQueryClientRestore({ ...options, maxAge: QUERY_CACHE_MAX_AGE }).then(
    () => {
      if (!active || !readable) return;
      // Shown at once, but asked for again when a page uses them: the copy may
      // predate a write made just before the reload (writes are throttled).
      // (Not the page's rendered answers, which are newer than any copy.)
      if (wasStored)
        void queryClient.invalidateQueries({
          refetchType: 'none',
          predicate: (query) => !notRestored.has(query.queryHash),
        });
      const saving = {
        ...options,
        // Queries only: a paused mutation restored without its mutationFn could not be resumed.
        dehydrateOptions: {
          shouldDehydrateMutation: () => false,
          // A refetch that failed (offline) keeps the answer it had: the device keeps it too.
          shouldDehydrateQuery: (query: Query) => query.state.data !== undefined,
        },
      };
      unsubscribe = persistQueryClientSubscribe(saving);
      // A first visit does not wait for this read: what its page fetched meanwhile is stored now.
      if (queryClient.getQueryCache().getAll().length > 0)
        quietly(() => persistQueryClientSave(saving));
      removeStoredMarks(userId);
      quietly(() => removeStoredCaches(key));
    },
    // A stored cache that cannot be restored is deleted; this page goes without.
    () => undefined,
  );
  if (wasStored) restores.set(queryClient, settledWithin(restore, RESTORE_WAIT_MS));
  return {
    remove() {
      active = false;
      unsubscribe?.();
      restores.delete(queryClient);
      markStored(userId, false);
      quietly(() => del(key));
    },
  };
}

/**
 * `client` with each query whose last fetch failed stored as its last
 * answer: restored, it is that answer (of its own time), not a failure
 * with an error the next page cannot read.
 */
function withLastAnswers(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) =>
    query.state.status === 'error'
      ? {
          ...query,
          state: {
            ...query.state,
            status: 'success' as const,
            error: null,
            fetchFailureCount: 0,
            fetchFailureReason: null,
          },
        }
      : query,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

/**
 * `stored` without the queries of `hashes`: those the page's HTML was
 * rendered with, which the app must first render as the server did (an
 * older stored answer for one would not hydrate).
 */
function withoutQueries(stored: PersistedClient, hashes: ReadonlySet<string>): PersistedClient {
  if (hashes.size === 0 || !stored?.clientState) return stored;
  const queries = stored.clientState.queries.filter((query) => !hashes.has(query.queryHash));
  return { ...stored, clientState: { ...stored.clientState, queries } };
}

/** Deletes every stored query cache but `keep`. */
async function removeStoredCaches(keep?: string): Promise<void> {
  const stale = (await keys()).filter(
    (key) => typeof key === 'string' && key.startsWith(KEY_PREFIX) && key !== keep,
  );
  if (stale.length) await delMany(stale);
}

/** Runs `task`, whose failure (IndexedDB missing or refusing) changes nothing for the page. */
function quietly(task: () => Promise<unknown>): void {
  void Promise.resolve()
    .then(task)
    .catch(() => undefined);
}

function settledWithin(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
