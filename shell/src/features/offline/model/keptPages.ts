/** The pages the service worker keeps on the device, the last HTML served for each address. */
export const KEPT_PAGES_CACHE = 'dd-pages';

/**
 * Whose rendered pages the device may keep and serve: the user of the
 * remembered session, written by the app (the worker cannot read the
 * session cookie). Without one (signed out, or a session that ends with
 * the tab), a page is kept without what the server rendered into it.
 */
const OWNER_CACHE = 'dd-pages-owner';
const OWNER_ADDRESS = '/__dd/kept-pages-owner';

/** The user whose rendered pages may be kept and served, or null. */
export async function keptPagesOwner(): Promise<string | null> {
  const cache = await caches.open(OWNER_CACHE);
  const record = await cache.match(OWNER_ADDRESS);
  const owner = record ? (await record.text()).trim() : '';
  return owner || null;
}

/**
 * Makes `userId` the owner of the kept pages. Another owner (a new user,
 * or none: the end of a session) first deletes every page kept for the last one.
 */
export async function setKeptPagesOwner(userId: string | null): Promise<void> {
  if ((await keptPagesOwner()) === userId) return;
  await caches.delete(KEPT_PAGES_CACHE);
  const cache = await caches.open(OWNER_CACHE);
  if (userId) await cache.put(OWNER_ADDRESS, new Response(userId));
  else await cache.delete(OWNER_ADDRESS);
}
