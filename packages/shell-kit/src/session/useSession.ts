import { useCallback, useSyncExternalStore } from 'react';
import type { AuthUser } from '@dd/contracts';
import { apiRequest } from '../api/apiRequest';
import { useServerSession, type ServerSessionValue } from './ServerSession';
import { getSessionSnapshot, sessionStore, type SessionSnapshot } from './sessionStore';

export type Session = {
  token: string | null;
  user: AuthUser | null;
  isSignedIn: boolean;
  signOut(): Promise<void>;
};

const noSession = { token: null, user: null };

/** Logs out on the server (revokes the token), ignoring any failure, then clears both stores. */
export async function signOutEverywhere(): Promise<void> {
  try {
    await apiRequest('/api/auth/logout', { method: 'POST' });
  } catch {
    // Spec §4: the session is cleared even when the server call fails.
  } finally {
    sessionStore.signOut();
  }
}

/**
 * The session the page was rendered with. In the browser, the store's own
 * snapshot when it is the same session: hydrating then re-renders nothing
 * (a re-render reaching a part still waiting to hydrate renders it anew).
 */
function serverSnapshot(rendered: ServerSessionValue | null): SessionSnapshot {
  if (typeof window !== 'undefined') {
    const current = getSessionSnapshot();
    if (current.token === (rendered?.token ?? null) && current.user?.id === rendered?.user.id)
      return current;
  }
  return rendered ?? noSession;
}

export function useSession(): Session {
  const serverSession = useServerSession();
  const { token, user } = useSyncExternalStore(sessionStore.subscribe, getSessionSnapshot, () =>
    serverSnapshot(serverSession),
  );
  const signOut = useCallback(() => signOutEverywhere(), []);
  return { token, user, isSignedIn: token !== null, signOut };
}
