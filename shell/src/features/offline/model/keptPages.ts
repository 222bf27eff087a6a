/** The pages the service worker keeps on the device, the last HTML served for each address. */
export const KEPT_PAGES_CACHE = 'dd-pages';

/**
 * Whose rendered pages the device may keep and serve: the user of the
 * remembered session and the diary the app shows them (issue 46), written
 * by the app (the worker can read neither the session cookie nor the
 * current diary). Without one (signed out, or a session that ends with the
 * tab), a page is kept without what the server rendered into it.
 */
export interface KeptPagesOwner {
  userId: string;
  /** The user's current diary; null for the personal one. */
  diaryId: string | null;
}

const OWNER_CACHE = 'dd-pages-owner';
const OWNER_ADDRESS = '/__dd/kept-pages-owner';

/** The owner of the kept pages, or null. */
export async function keptPagesOwner(): Promise<KeptPagesOwner | null> {
  const cache = await caches.open(OWNER_CACHE);
  const record = await cache.match(OWNER_ADDRESS);
  if (!record) return null;
  try {
    const { userId, diaryId } = (await record.json()) as Partial<KeptPagesOwner>;
    if (typeof userId !== 'string' || !userId) return null;
    return { userId, diaryId: typeof diaryId === 'string' ? diaryId : null };
  } catch {
    return null; // written by a version before diaries: as if there were none
  }
}

/**
 * Makes `owner` the owner of the kept pages. Another user (or none: the end
 * of a session) first deletes every page kept for the last one. Another
 * diary of the same user keeps them: a page rendered for the other diary is
 * then served without its render (pageToKeep), until the network replaces it.
 */
export async function setKeptPagesOwner(owner: KeptPagesOwner | null): Promise<void> {
  const current = await keptPagesOwner();
  if (current?.userId === owner?.userId && current?.diaryId === owner?.diaryId) return;
  if (current?.userId !== owner?.userId) await caches.delete(KEPT_PAGES_CACHE);
  const cache = await caches.open(OWNER_CACHE);
  if (owner) await cache.put(OWNER_ADDRESS, new Response(JSON.stringify(owner)));
  else await cache.delete(OWNER_ADDRESS);
}
