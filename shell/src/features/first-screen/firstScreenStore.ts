import { isPersistentSession } from '@dd/shell-kit';
import { FIRST_SCREENS_KEY, parseFirstScreens, type FirstScreens } from './model/snapshots';

/**
 * The device's copies of first screens, kept where the session's token is
 * (`public/first-screen.js` reads them there): a session the user did not
 * ask to be remembered leaves none behind when its tab closes. Storage that
 * is full or blocked keeps nothing, and the next visit paints as the app
 * starts.
 */
export const firstScreenStore = {
  read(): FirstScreens | null {
    try {
      return parseFirstScreens(storageOfToken().getItem(FIRST_SCREENS_KEY));
    } catch {
      return null;
    }
  },
  write(screens: FirstScreens): void {
    try {
      storageOfToken().setItem(FIRST_SCREENS_KEY, JSON.stringify(screens));
    } catch {
      firstScreenStore.clear();
    }
  },
  clear(): void {
    try {
      localStorage.removeItem(FIRST_SCREENS_KEY);
      sessionStorage.removeItem(FIRST_SCREENS_KEY);
    } catch {
      // Nothing could have been stored.
    }
  },
};

function storageOfToken(): Storage {
  return isPersistentSession() ? localStorage : sessionStorage;
}
