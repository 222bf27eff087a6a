/// <reference lib="webworker" />
// The shell's service worker: the app opens offline once it has been opened
// online. Workbox does the caching; this file only says what goes where.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { KEPT_PAGES_CACHE, keptPagesOwner } from '../features/offline/model/keptPages';
import { pageToKeep, renderedFor, servesAnyAddress } from './pageToKeep';
import { remoteFiles } from './remoteManifest';
import {
  isAppPageNavigation,
  isContentHashedCode,
  isDeploymentEntry,
  pageToStoreRequest,
} from './requests';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** Past this, a slow network counts as none and the device's copy is used. */
const NETWORK_TIMEOUT_SECONDS = 3;
const CACHES = { entries: 'dd-deployment-entries', code: 'dd-code' } as const;
const OK_ONLY = new CacheableResponsePlugin({ statuses: [200] });

// The shell's own files, from its build: the worker and they are one deployment.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first page that installs the worker is served by it from then on, so
// going offline right after a first visit already works.
clientsClaim();

const codeStrategy = new CacheFirst({
  cacheName: CACHES.code,
  plugins: [OK_ONLY, new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 60 * 24 * 3600 })],
});

/** Stores every file a remote's fresh manifest names, so its pages open offline (lazy ones too). */
async function storeRemoteFiles(
  manifestResponse: Response,
  manifestUrl: string,
  event: ExtendableEvent,
): Promise<void> {
  const { entry, code } = remoteFiles(await manifestResponse.json(), manifestUrl);
  // The page fetches the entry itself right after the manifest: only a
  // remote it has not opened yet needs it fetched here.
  const [codeCache, entryCache] = await Promise.all([
    caches.open(CACHES.code),
    caches.open(CACHES.entries),
  ]);
  const missing = async (cache: Cache, url: string) => !(await cache.match(url));
  await Promise.all([
    ...code.map(async (url) => {
      if (await missing(codeCache, url))
        await codeStrategy.handle({ request: new Request(url), event }).catch(() => null);
    }),
    (async () => {
      if (entry && (await missing(entryCache, entry)))
        await entryStrategy.handle({ request: new Request(entry), event }).catch(() => null);
    })(),
  ]);
}

// A federation manifest or the runtime configuration: the network's answer
// whenever one comes in time, so a remote deployed alone is picked up on the
// next online navigation; the last answer otherwise.
const entryStrategy = new NetworkFirst({
  cacheName: CACHES.entries,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    OK_ONLY,
    {
      cacheDidUpdate: async ({ request, newResponse, event }) => {
        if (request.url.endsWith('/mf-manifest.json'))
          await storeRemoteFiles(newResponse.clone(), request.url, event);
      },
    },
  ],
});
registerRoute(({ request, url }) => isDeploymentEntry(request, url), entryStrategy);

registerRoute(
  ({ request, url }) => isContentHashedCode(request, url, self.location.origin),
  codeStrategy,
);

// Pages: the last HTML served for each address, rendered for the user who
// owns the kept pages (features/offline: the remembered session's user),
// so a repeat or offline visit paints the page and hydrates it at once. An
// address never opened online is served the last page that was, without
// its render (the app renders it from the device's query cache).
const pageStrategy = new NetworkFirst({
  cacheName: KEPT_PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    OK_ONLY,
    {
      cacheWillUpdate: async ({ response }) => pageToKeep(response, await keptPagesOwner()),
      cachedResponseWillBeUsed: async ({ cachedResponse }) =>
        cachedResponse && pageToKeep(cachedResponse, await keptPagesOwner()),
    },
    new ExpirationPlugin({ maxEntries: 50 }),
    {
      handlerDidError: async () => {
        const page = await lastPageForAnyAddress();
        return page ? pageToKeep(page, null, false) : Response.error();
      },
    },
  ],
});

/** The page kept last that may stand in for an address never opened online (servesAnyAddress). */
async function lastPageForAnyAddress(): Promise<Response | undefined> {
  const cache = await caches.open(KEPT_PAGES_CACHE);
  for (const request of [...(await cache.keys())].reverse()) {
    const page = await cache.match(request);
    if (page && servesAnyAddress(await page.clone().text())) return page;
  }
  return undefined;
}

/**
 * The kept page of the address, when it carries a render the app can
 * hydrate: served at once, while the network's answer replaces it for next
 * time (the app's queries bring the page itself up to date).
 */
async function keptRenderedPage(request: Request): Promise<Response | undefined> {
  const cache = await caches.open(KEPT_PAGES_CACHE);
  const kept = await cache.match(request);
  if (!kept) return undefined;
  const page = await pageToKeep(kept, await keptPagesOwner());
  return renderedFor(await page.clone().text()) === undefined ? undefined : page;
}

registerRoute(
  ({ request, url }) => isAppPageNavigation(request, url, self.location.origin),
  async ({ request, event }) => {
    const fromNetwork = pageStrategy.handle({ request, event });
    const kept = await keptRenderedPage(request);
    if (!kept) return fromNetwork;
    event.waitUntil(fromNetwork.catch(() => undefined));
    return kept;
  },
);

/**
 * What the first page loaded before this worker controlled it, fetched again
 * into the caches: the open pages, and every remote's entry and code (named
 * by the runtime configuration), so the next start works offline.
 */
async function storeWhatTheAppUses(event: ExtendableEvent): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  await Promise.all(
    windows
      .filter(({ url }) => new URL(url).origin === self.location.origin)
      .map(({ url }) =>
        pageStrategy.handle({ request: pageToStoreRequest(url), event }).catch(() => null),
      ),
  );
  const config = await entryStrategy
    .handle({ request: new Request('/config.json'), event })
    .catch(() => null);
  if (!config?.ok) return;
  const { remotes = {} } = (await config.json()) as { remotes?: Record<string, string> };
  await Promise.all(
    Object.values(remotes).map((manifestPath) =>
      entryStrategy
        .handle({ request: new Request(new URL(manifestPath, self.location.origin)), event })
        .catch(() => null),
    ),
  );
}

self.addEventListener('activate', (event) => event.waitUntil(storeWhatTheAppUses(event)));
