import { isDiaryId } from '@dd/contracts';
import { sessionStore } from '../session/sessionStore';
import { clearDiaryCookie, writeDiaryCookie } from './diaryCookie';

const KEY_PREFIX = 'dd:current-diary:';

const listeners = new Set<() => void>();
/** Set when the current diary was taken away (deleted, or the user removed) until the notice is read. */
let lost = false;
/**
 * Whether the user may write in the current diary (owner or editor), as the
 * list of their diaries last said; the personal diary always. Only hides
 * controls: the API refuses a viewer's writes whatever this says.
 */
let writable = true;

function keyOf(userId: string): string {
  return `${KEY_PREFIX}${userId}`;
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

function read(userId: string): string | null {
  const stored = localStorage.getItem(keyOf(userId));
  return isDiaryId(stored) ? stored : null;
}

/** The cookie follows the signed-in user's choice: another user's is never sent. */
function syncCookie(): void {
  const userId = sessionStore.getUser()?.id;
  const diaryId = userId ? read(userId) : null;
  if (diaryId) writeDiaryCookie(diaryId);
  else clearDiaryCookie();
}

/**
 * The diary the app shows (issue 46 §4), one per signed-in user and device:
 * kept in localStorage under the user's id, null for the personal diary, and
 * mirrored to DIARY_COOKIE for the web tier's render. It only chooses: the
 * API decides what the user may read in it.
 */
export const currentDiaryStore = {
  /** The user's current diary; null for the personal one (also for no user). */
  get(userId: string | null | undefined): string | null {
    if (!userId || typeof localStorage === 'undefined') return null;
    return read(userId);
  },

  /** Makes `diaryId` (null: the personal diary) the user's current diary. */
  set(userId: string, diaryId: string | null): void {
    if (diaryId !== null && !isDiaryId(diaryId)) throw new Error(`Not a diary id: ${diaryId}`);
    if (diaryId === read(userId)) return;
    if (diaryId) localStorage.setItem(keyOf(userId), diaryId);
    else localStorage.removeItem(keyOf(userId));
    lost = false;
    writable = true;
    syncCookie();
    notify();
  },

  /**
   * The user's current diary is gone (deleted, or they were removed): back
   * to the personal one, with a notice (`wasLost`) until it is acknowledged.
   */
  fallBack(userId: string): void {
    if (read(userId) === null) return;
    localStorage.removeItem(keyOf(userId));
    lost = true;
    writable = true;
    syncCookie();
    notify();
  },

  /** Whether the user may write in the current diary (see `writable`). */
  isWritable(): boolean {
    return writable;
  },

  /** What the user's role in the current diary allows, as their list of diaries says. */
  setWritable(next: boolean): void {
    if (next === writable) return;
    writable = next;
    notify();
  },

  /** Whether the app fell back to the personal diary and has not said so yet. */
  wasLost(): boolean {
    return lost;
  },

  acknowledgeLost(): void {
    if (!lost) return;
    lost = false;
    notify();
  },

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

if (typeof window !== 'undefined') {
  // The cookie of the user signed in now (at load, and after any sign-in or sign-out).
  syncCookie();
  sessionStore.subscribe(syncCookie);
  // Another tab switching diaries: this one follows.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith(KEY_PREFIX)) {
      syncCookie();
      notify();
    }
  });
}
