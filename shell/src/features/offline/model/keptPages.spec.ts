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

it('has no owner until one is set', async () => {
  expect(await keptPagesOwner()).toBeNull();
  await setKeptPagesOwner('u-ada');
  expect(await keptPagesOwner()).toBe('u-ada');
});

it("keeps the owner's pages while the owner stays", async () => {
  await setKeptPagesOwner('u-ada');
  await keepPage();

  await setKeptPagesOwner('u-ada');

  expect(stores.get(KEPT_PAGES_CACHE)?.size).toBe(1);
});

it('deletes every kept page when the owner changes or the session ends', async () => {
  await setKeptPagesOwner('u-ada');
  await keepPage();

  await setKeptPagesOwner('u-bob');
  expect(stores.has(KEPT_PAGES_CACHE)).toBe(false);
  expect(await keptPagesOwner()).toBe('u-bob');

  await keepPage();
  await setKeptPagesOwner(null);
  expect(stores.has(KEPT_PAGES_CACHE)).toBe(false);
  expect(await keptPagesOwner()).toBeNull();
});
