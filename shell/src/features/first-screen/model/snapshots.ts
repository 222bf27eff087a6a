/**
 * Copies of the first screen of the pages a user opened last, kept in the
 * storage of the session's token so that `public/first-screen.js` can paint
 * one before the app has started. That script reads this format; keep the
 * two in step.
 */
export const FIRST_SCREENS_KEY = 'dd:first-screens';
/** Pages kept per user, the most recently saved first. */
export const MAX_FIRST_SCREENS = 6;
/** A copy larger than this (characters of markup and styles) is not kept. */
export const MAX_FIRST_SCREEN_LENGTH = 400_000;

export interface FirstScreenPage {
  /** `pathname + search` of the page. */
  address: string;
  /** The fingerprint of the builds the page was served with (`data-page-build`). */
  build: string;
  /** The `elementtiming` name whose paint the copy stands in for. */
  mark: string;
  /** The stylesheets the page had applied, in document order (keys of `FirstScreens.styles`). */
  styles: string[];
  /** The markup of the app's root element. */
  html: string;
}

export interface FirstScreens {
  userId: string;
  pages: FirstScreenPage[];
  /** The text of each stylesheet a kept page uses, by its address: applied at once, not loaded. */
  styles: Record<string, string>;
}

/**
 * `screens` with `page` saved for `userId`, with the text of the stylesheets
 * it uses: another user's copies are dropped, not kept beside, and only the
 * stylesheets a kept page uses stay.
 */
export function withFirstScreen(
  screens: FirstScreens | null,
  userId: string,
  page: FirstScreenPage,
  styleTexts: Record<string, string>,
): FirstScreens {
  const kept = screens?.userId === userId ? screens : null;
  const pages = [page, ...(kept?.pages ?? []).filter((other) => other.address !== page.address)];
  const savedPages = pages.slice(0, MAX_FIRST_SCREENS);
  const known = { ...kept?.styles, ...styleTexts };
  const styles: Record<string, string> = {};
  for (const href of savedPages.flatMap((saved) => saved.styles))
    if (known[href] !== undefined) styles[href] = known[href];
  return { userId, pages: savedPages, styles };
}

/** `screens` without the copy of `address`. */
export function withoutFirstScreen(screens: FirstScreens, address: string): FirstScreens {
  const pages = screens.pages.filter((page) => page.address !== address);
  const used = new Set(pages.flatMap((page) => page.styles));
  const styles = Object.fromEntries(
    Object.entries(screens.styles).filter(([href]) => used.has(href)),
  );
  return { userId: screens.userId, pages, styles };
}

export function parseFirstScreens(stored: string | null): FirstScreens | null {
  if (!stored) return null;
  try {
    const parsed = JSON.parse(stored) as Partial<FirstScreens> | null;
    return parsed && typeof parsed.userId === 'string' && Array.isArray(parsed.pages)
      ? { userId: parsed.userId, pages: parsed.pages, styles: parsed.styles ?? {} }
      : null;
  } catch {
    return null;
  }
}
