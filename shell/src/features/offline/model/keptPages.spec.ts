import { KEPT_PAGES_CACHE, keptPagesOwner, setKeptPagesOwner } from './keptPages';

/** The Cache Storage API, in memory: caches by name, responses by address. */
function installCacheStorage(): Map<string, Map<string, Response>> {
  const stores = new Map<string, Map<string, Response>>();
  const open = (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    const key = (request: RequestInfo | URL) =>
      new URL(String(request), 'https://app.example').href;
    return {
      match: async (request: RequestInfo | URL) => store.get(key(request))?.clone(),
      put: async (request: RequestInfo | URL, response: Response) => {
        store.set(key(request), response);
      },
      delete: async (request: RequestInfo | URL) => store.delete(key(request)),
    };
  };
  Object.assign(globalThis, {
    caches: {
      open: async (name: string) => open(name),
      delete: async (name: string) => stores.delete(name),
    },
  });
  return stores;
}

let stores: Map<string, Map<string, Response>>;
beforeEach(() => {
  stores = installCacheStorage();
});
afterEach(() => {
  delete (globalThis as { caches?: unknown }).caches;
});

const keepPage = async () =>
  (await caches.open(KEPT_PAGES_CACHE)).put('/meals', new Response('<div id="root">…</div>'));

const ADA = { userId: 'u-ada', diaryId: null };
const ADA_AT_HOME = { userId: 'u-ada', diaryId: '64b7f0c2a1b2c3d4e5f6d1a7' };
const BOB = { userId: 'u-bob', diaryId: null };

it('has no owner until one is set', async () => {
  expect(await keptPagesOwner()).toBeNull();
  await setKeptPagesOwner(ADA_AT_HOME);
  expect(await keptPagesOwner()).toEqual(ADA_AT_HOME);
});

it("keeps the owner's pages while the owner stays, and while they switch diaries", async () => {
  await setKeptPagesOwner(ADA);
  await keepPage();

  await setKeptPagesOwner(ADA);
  expect(stores.get(KEPT_PAGES_CACHE)?.size).toBe(1);

  await setKeptPagesOwner(ADA_AT_HOME);
  expect(stores.get(KEPT_PAGES_CACHE)?.size).toBe(1);
  expect(await keptPagesOwner()).toEqual(ADA_AT_HOME);
});

it('deletes every kept page when the user changes or the session ends', async () => {
  await setKeptPagesOwner(ADA);
  await keepPage();

  await setKeptPagesOwner(BOB);
  expect(stores.has(KEPT_PAGES_CACHE)).toBe(false);
  expect(await keptPagesOwner()).toEqual(BOB);

  await keepPage();
  await setKeptPagesOwner(null);
  expect(stores.has(KEPT_PAGES_CACHE)).toBe(false);
  expect(await keptPagesOwner()).toBeNull();
});

it('reads an owner written before diaries (a bare user id) as none', async () => {
  await (await caches.open('dd-pages-owner')).put('/__dd/kept-pages-owner', new Response('u-ada'));
  expect(await keptPagesOwner()).toBeNull();
});
