import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import type { PersistedClient } from '@tanstack/query-persist-client-core';

/** While `hold` is set, every idb-keyval write waits for it: a save in flight. */
const mockWrites = { hold: undefined as Promise<void> | undefined, waiting: 0 };
jest.mock('idb-keyval', () => {
  const actual = jest.requireActual<typeof import('idb-keyval')>('idb-keyval');
  return {
    ...actual,
    set: async (...args: Parameters<typeof actual.set>) => {
      if (mockWrites.hold) {
        mockWrites.waiting += 1;
        await mockWrites.hold;
      }
      return actual.set(...args);
    },
  };
});

// The preset's setup files load this module before the mock exists: a fresh
// copy is loaded here, which requires the mock.
let modules!: {
  idb: typeof import('idb-keyval');
  persist: typeof import('./persistQueryCache');
  client: typeof import('./createAppQueryClient');
};
jest.isolateModules(() => {
  modules = {
    idb: jest.requireMock('idb-keyval'),
    persist: jest.requireActual('./persistQueryCache'),
    client: jest.requireActual('./createAppQueryClient'),
  };
});
const { get } = modules.idb;
const { persistQueryCache, queryCacheKey, queryCacheRestored } = modules.persist;
const { APP_QUERY_DEFAULTS } = modules.client;

const ADA = 'u1';
const BOB = 'u2';
const markOf = (userId: string) => localStorage.getItem(`dd:query-cache-stored:${userId}`);

async function storedKeys(userId: string) {
  const stored = await get<PersistedClient>(queryCacheKey(userId));
  return stored?.clientState.queries.map((query) => query.queryKey);
}

async function openPage(userId: string) {
  const queryClient = new QueryClient({ defaultOptions: APP_QUERY_DEFAULTS });
  const persisted = persistQueryCache(queryClient, userId);
  await queryCacheRestored(queryClient);
  return { queryClient, persisted };
}

it('leaves nothing of a session that ends while a save is in flight, even once another user signs in', async () => {
  const ada = await openPage(ADA);
  await ada.queryClient.fetchQuery({ queryKey: ['meals'], queryFn: async () => [] });
  await waitFor(async () => expect(await storedKeys(ADA)).toEqual([['meals']]), { timeout: 3000 });
  expect(markOf(ADA)).toBe('1');

  let releaseWrites!: () => void;
  mockWrites.hold = new Promise((resolve) => (releaseWrites = resolve));
  await ada.queryClient.fetchQuery({ queryKey: ['tags'], queryFn: async () => [] });
  await waitFor(() => expect(mockWrites.waiting).toBe(1), { timeout: 3000 });

  ada.persisted.remove();
  expect(markOf(ADA)).toBeNull();
  releaseWrites();
  await waitFor(async () => expect(await storedKeys(ADA)).toBeUndefined());
  await new Promise((resolve) => setTimeout(resolve, 100));

  expect(markOf(ADA)).toBeNull();
  expect(await storedKeys(ADA)).toBeUndefined();
  const bob = await openPage(BOB);
  expect(markOf(ADA)).toBeNull();
  expect(await storedKeys(ADA)).toBeUndefined();
  bob.persisted.remove();
});
