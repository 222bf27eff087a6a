import { currentDiaryStore, isPersistentSession, sessionStore } from '@dd/shell-kit';
import { type KeptPagesOwner, setKeptPagesOwner } from './model/keptPages';

/** The user (a remembered session's only) and diary whose rendered pages the device keeps. */
function ownerNow(): KeptPagesOwner | null {
  const user = sessionStore.getUser();
  if (!user || !isPersistentSession()) return null;
  return { userId: user.id, diaryId: currentDiaryStore.get(user.id) };
}

const sameOwner = (a: KeptPagesOwner | null, b: KeptPagesOwner | null) =>
  a?.userId === b?.userId && a?.diaryId === b?.diaryId;

/**
 * Keeps the owner of the service worker's kept pages in step with the
 * session and the current diary, from the app's start: the pages kept for a
 * user are deleted with every end of their session (log out, expiry, a
 * refused token, another account), as the device's copy of the query cache
 * is; a page kept for another of their diaries is served without its render.
 */
export function keepPagesForSession(): void {
  if (typeof caches === 'undefined') return;
  let owner = ownerNow();
  let written = Promise.resolve();
  const write = () => {
    const next = owner;
    written = written.then(() => setKeptPagesOwner(next)).catch(() => undefined);
  };
  write();
  const follow = () => {
    if (sameOwner(ownerNow(), owner)) return;
    owner = ownerNow();
    write();
  };
  sessionStore.subscribe(follow);
  currentDiaryStore.subscribe(follow);
}
