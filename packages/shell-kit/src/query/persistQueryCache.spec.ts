import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { clear, get } from 'idb-keyval';
import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { sessionStore } from '../session/sessionStore';
import { makeToken, testUser } from '../testing/makeToken';
import { APP_QUERY_DEFAULTS, createAppQueryClient } from './createAppQueryClient';
import {
  persistQueryCache,
  queryCacheKey,
  queryCacheRestored,
  type PersistedQueryCache,
} from './persistQueryCache';

const ADA = testUser.id;
const BOB = 'u2';
const meals = [{ _id: 'm1', name: 'Ramen' }];

let persisted: PersistedQueryCache[] = [];

/** A page load: a new client, persisted for `userId`, once its stored cache is restored. */
async function openPage(userId: string): Promise<QueryClient> {
  const queryClient = new QueryClient({ defaultOptions: APP_QUERY_DEFAULTS });
  persisted.push(persistQueryCache(queryClient, userId));
  await queryCacheRestored(queryClient);
  return queryClient;
}

function fetchMeals(queryClient: QueryClient) {
  return queryClient.fetchQuery({ queryKey: ['meals'], queryFn: async () => meals });
}

/** The query keys stored for `userId`, or undefined when nothing is. */
async function storedKeys(userId: string) {
  const stored = await get<PersistedClient>(queryCacheKey(userId));
  return stored?.clientState.queries.map((query) => query.queryKey);
}

/** Writes are throttled to one a second: waits for the stored keys to become `expected`. */
async function untilStored(userId: string, expected: unknown[] | undefined) {
  await waitFor(async () => expect(await storedKeys(userId)).toEqual(expected), {
    timeout: 3000,
  });
}

afterEach(async () => {
  persisted.forEach((cache) => cache.remove());
  persisted = [];
  localStorage.clear();
  jest.restoreAllMocks();
  await clear();
});

it("restores a user's answers on their next page load, before any request", async () => {
  const before = await openPage(ADA);
  await fetchMeals(before);
  await untilStored(ADA, [['meals']]);

  const after = await openPage(ADA);

  expect(after.getQueryData(['meals'])).toEqual(meals);
});

it("never restores one user's answers for another", async () => {
  const ada = await openPage(ADA);
  await fetchMeals(ada);
  await untilStored(ADA, [['meals']]);

  const bob = await openPage(BOB);

  expect(bob.getQueryData(['meals'])).toBeUndefined();
});

it('deletes the stored cache on log-out, and a write still due does not store it again', async () => {
  sessionStore.signIn(makeToken(testUser), { persistent: true });
  const queryClient = createAppQueryClient(APP_QUERY_DEFAULTS, { persist: true });
  await queryCacheRestored(queryClient);
  await fetchMeals(queryClient);
  await untilStored(ADA, [['meals']]);
  // Due within the throttle's second, after the log-out.
  await queryClient.fetchQuery({ queryKey: ['tags'], queryFn: async () => [] });

  sessionStore.signOut();

  await untilStored(ADA, undefined);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(await storedKeys(ADA)).toBeUndefined();
  expect(queryClient.getQueryData(['meals'])).toBeUndefined();
});

it('deletes the mark another user left behind when a new user signs in', async () => {
  localStorage.setItem(`dd:query-cache-stored:${ADA}`, '1');

  await openPage(BOB);

  await waitFor(() => expect(localStorage.getItem(`dd:query-cache-stored:${ADA}`)).toBeNull());
});

it('leaves the app working as before, silently, when IndexedDB cannot be opened', async () => {
  const open = jest.spyOn(indexedDB, 'open').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
  const consoleError = jest.spyOn(console, 'error');
  // A fresh idb-keyval: the one above keeps the database it opened in earlier tests.
  await jest.isolateModulesAsync(async () => {
    const { QueryClient: IsolatedQueryClient } = await import('@tanstack/react-query');
    const isolated = await import('./persistQueryCache');
    const queryClient = new IsolatedQueryClient();
    isolated.persistQueryCache(queryClient, ADA);

    await isolated.queryCacheRestored(queryClient);

    expect(open).toHaveBeenCalled();
    await expect(
      queryClient.fetchQuery({ queryKey: ['meals'], queryFn: async () => meals }),
    ).resolves.toEqual(meals);
  });
  expect(consoleError).not.toHaveBeenCalled();
});

it('does not hold a first visit for a read that can only come back empty, and stores what it fetched', async () => {
  const queryClient = new QueryClient({ defaultOptions: APP_QUERY_DEFAULTS });
  persisted.push(persistQueryCache(queryClient, BOB));
  let settled = false;
  void queryCacheRestored(queryClient).then(() => (settled = true));
  await Promise.resolve();
  await Promise.resolve();
  expect(settled).toBe(true);

  await fetchMeals(queryClient);
  await untilStored(BOB, [['meals']]);
  expect(localStorage.getItem(`dd:query-cache-stored:${BOB}`)).toBe('1');
});

it('shows restored answers at once but asks for them again: they may predate a write', async () => {
  const before = await openPage(ADA);
  await fetchMeals(before);
  await untilStored(ADA, [['meals']]);

  const after = await openPage(ADA);

  expect(after.getQueryData(['meals'])).toEqual(meals);
  expect(after.getQueryState(['meals'])?.isInvalidated).toBe(true);
});

it('keeps the last answer of a query whose refetch failed, restored as that answer of its time', async () => {
  const before = await openPage(ADA);
  await fetchMeals(before);
  const answeredAt = before.getQueryState(['meals'])!.dataUpdatedAt;
  await before
    .fetchQuery({
      queryKey: ['meals'],
      queryFn: () => Promise.reject(new TypeError('Failed to fetch')),
      retry: false,
      staleTime: 0,
    })
    .catch(() => undefined);
  expect(before.getQueryState(['meals'])!.status).toBe('error');
  // A write after the failure (another answer) has landed: it still holds the meals.
  await before.fetchQuery({ queryKey: ['tags'], queryFn: async () => [] });
  await untilStored(ADA, [['meals'], ['tags']]);
  const stored = await get<PersistedClient>(queryCacheKey(ADA));
  expect(stored!.clientState.queries[0]!.state).toMatchObject({
    status: 'success',
    error: null,
    data: meals,
  });

  const after = await openPage(ADA);

  expect(after.getQueryState(['meals'])).toMatchObject({
    status: 'success',
    data: meals,
    dataUpdatedAt: answeredAt,
  });
});
