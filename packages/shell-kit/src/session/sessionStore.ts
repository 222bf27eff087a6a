import type { AuthUser } from '@dd/contracts';
import { decodeToken, isExpired } from './decodeToken';
import { clearSessionCookie, writeSessionCookie } from './sessionCookie';

const TOKEN_KEY = 'token';
const USER_KEY = 'user';
/** Set when a session ends without the user logging out (expiry, a refused token). */
const ENDED_KEY = 'dd:session-ended';

export type SessionSnapshot = { token: string | null; user: AuthUser | null };

const listeners = new Set<() => void>();
let snapshot: SessionSnapshot | null = null;

function clearStoredSession(): void {
  clearSessionCookie();
  localStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

function markEnded(ended: boolean): void {
  if (ended) sessionStorage.setItem(ENDED_KEY, '1');
  else sessionStorage.removeItem(ENDED_KEY);
}

function notify(): void {
  snapshot = null;
  listeners.forEach((listener) => listener());
}

function readStoredToken(): string | null {
  return localStorage.getItem(TOKEN_KEY) ?? sessionStorage.getItem(TOKEN_KEY);
}

function readStoredUser(): AuthUser | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as AuthUser;
  } catch {
    return null;
  }
}

/**
 * The signed-in session (product spec §4): the token lives in localStorage when the
 * user asked to be remembered, else in this tab's sessionStorage; the user
 * from its `user` claim is kept in localStorage. An expired or unreadable
 * token is purged from both stores and counts as signed out.
 */
export const sessionStore = {
  getToken(): string | null {
    const token = readStoredToken();
    if (!token) return null;
    const decoded = decodeToken(token);
    if (!decoded || isExpired(decoded)) {
      clearStoredSession();
      markEnded(true);
      // Subscribers (the sign-in guard) must learn the session ended; this may
      // run while React reads a snapshot, where no listener may be called.
      queueMicrotask(notify);
      return null;
    }
    return token;
  },

  getUser(): AuthUser | null {
    const token = sessionStore.getToken();
    if (!token) return null;
    return readStoredUser() ?? decodeToken(token)?.user ?? null;
  },

  signIn(token: string, options: { persistent: boolean }): void {
    const decoded = decodeToken(token);
    if (!decoded) throw new Error('Cannot sign in with a malformed token');
    clearStoredSession();
    markEnded(false);
    (options.persistent ? localStorage : sessionStorage).setItem(TOKEN_KEY, token);
    writeSessionCookie(token, { persistent: options.persistent, expiresAt: decoded.exp });
    if (decoded.user) localStorage.setItem(USER_KEY, JSON.stringify(decoded.user));
    notify();
  },

  /**
   * After a profile update (product spec §4): a fresh token replaces the current one in
   * the store that already holds it (remember-me is kept), and the stored user
   * is refreshed from `user`, else from the new token's claim.
   */
  refresh({ token, user }: { token?: string; user?: AuthUser }): void {
    const current = sessionStore.getToken();
    if (!current) throw new Error('Cannot refresh a session that is signed out');
    let nextUser = user;
    if (token) {
      const decoded = decodeToken(token);
      if (!decoded) throw new Error('Cannot refresh with a malformed token');
      const persistent = isPersistentSession();
      (persistent ? localStorage : sessionStorage).setItem(TOKEN_KEY, token);
      writeSessionCookie(token, { persistent, expiresAt: decoded.exp });
      nextUser ??= decoded.user ?? undefined;
    }
    if (nextUser) localStorage.setItem(USER_KEY, JSON.stringify(nextUser));
    notify();
  },

  signOut(): void {
    clearStoredSession();
    markEnded(false);
    notify();
  },

  /**
   * The API refused `token` (401: expired, revoked or tampered): the session
   * it belongs to is over, so both stores are cleared and subscribers told,
   * once. A session that replaced it meanwhile (signed in again while the
   * request was under way) is kept.
   */
  endSession(token: string): void {
    if (readStoredToken() !== token) return;
    clearStoredSession();
    markEnded(true);
    notify();
  },

  /** Whether the last session ended on its own (expired or refused), not by logging out. */
  sessionEnded(): boolean {
    return sessionStorage.getItem(ENDED_KEY) !== null;
  },

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** Whether the stored token is persistent (localStorage) or per-tab. */
export function isPersistentSession(): boolean {
  return localStorage.getItem(TOKEN_KEY) !== null;
}

/**
 * A stable snapshot for useSyncExternalStore: the same object until the
 * session changes (sign-in, sign-out, expiry, another tab).
 */
export function getSessionSnapshot(): SessionSnapshot {
  const token = sessionStore.getToken();
  if (!snapshot || snapshot.token !== token)
    snapshot = { token, user: token ? sessionStore.getUser() : null };
  return snapshot;
}

if (typeof window !== 'undefined') {
  // A session from before the cookie existed, or whose cookie the browser dropped.
  const token = sessionStore.getToken();
  if (token)
    writeSessionCookie(token, {
      persistent: isPersistentSession(),
      expiresAt: decodeToken(token)?.exp ?? null,
    });
  // Another tab signing in or out changes localStorage: follow it here.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) notify();
  });
}
