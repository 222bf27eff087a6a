import { FIRST_SCREENS_KEY, parseFirstScreens, type FirstScreens } from './model/snapshots';

/**
 * The device's copies of first screens, in localStorage (where
 * `public/first-screen.js` reads them). Storage that is full or blocked
 * keeps nothing, and the next visit paints as the app starts.
 */
export const firstScreenStore = {
  read(): FirstScreens | null {
    try {
      return parseFirstScreens(localStorage.getItem(FIRST_SCREENS_KEY));
    } catch {
      return null;
    }
  },
  write(screens: FirstScreens): void {
    try {
      localStorage.setItem(FIRST_SCREENS_KEY, JSON.stringify(screens));
    } catch {
      firstScreenStore.clear();
    }
  },
  clear(): void {
    try {
      localStorage.removeItem(FIRST_SCREENS_KEY);
    } catch {
      // Nothing could have been stored.
    }
  },
};
