import { isPersistentSession, sessionStore } from '@dd/shell-kit';
import { setKeptPagesOwner } from './model/keptPages';

/** The user whose rendered pages the device keeps: a remembered session's only. */
function ownerNow(): string | null {
  const user = sessionStore.getUser();
  return user && isPersistentSession() ? user.id : null;
}

/**
 * Keeps the owner of the service worker's kept pages in step with the
 * session, from the app's start: the pages kept for a user are deleted with
 * every end of their session (log out, expiry, a refused token, another
 * account), as the device's copy of the query cache is.
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
  sessionStore.subscribe(() => {
    if (ownerNow() === owner) return;
    owner = ownerNow();
    write();
  });
}
