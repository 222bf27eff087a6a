import { useCallback, useSyncExternalStore } from 'react';
import type { AuthUser } from '@dd/contracts';
import { apiRequest } from '../api/apiRequest';
import { useServerSession } from './ServerSession';
import { getSessionSnapshot, sessionStore } from './sessionStore';

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

export function useSession(): Session {
  const serverSession = useServerSession();
  const { token, user } = useSyncExternalStore(
    sessionStore.subscribe,
    getSessionSnapshot,
    () => serverSession ?? noSession,
  );
  const signOut = useCallback(() => signOutEverywhere(), []);
  return { token, user, isSignedIn: token !== null, signOut };
}
