import { PAINT_MARKS } from '@dd/contracts';
import { sessionStore } from '@dd/shell-kit';
import { captureFirstScreen } from './captureFirstScreen';
import { firstScreenStore } from './firstScreenStore';
import { stylesForShadowTree } from './model/shadowStyles';
import { MAX_FIRST_SCREEN_LENGTH, withFirstScreen, withoutFirstScreen } from './model/snapshots';

/** After a mark paints, the page settles (the rest of the list, its images) before it is copied. */
export const SETTLE_MS = 1500;

const MARKS = new Set<string>(Object.values(PAINT_MARKS));

type ElementTiming = PerformanceEntry & { identifier: string; element: Element | null };

/**
 * Saves a copy of each page whose paint mark (`PAINT_MARKS`) the app paints,
 * for `public/first-screen.js` to show on the next visit while the app
 * starts. Leaving a page saves it again as it is then, or forgets its copy
 * when it no longer shows its mark (a list emptied, a meal deleted). The
 * copies belong to the signed-in user: they are deleted when the user
 * changes (log out, account deleted, another account).
 */
export function startSavingFirstScreens(root: HTMLElement): void {
  let userId = sessionStore.getUser()?.id ?? null;
  sessionStore.subscribe(() => {
    const current = sessionStore.getUser()?.id ?? null;
    if (current === userId) return;
    userId = current;
    firstScreenStore.clear();
  });
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('element')
  )
    return;

  let settling: ReturnType<typeof setTimeout> | undefined;
  new PerformanceObserver((list) => {
    const painted = (list.getEntries() as ElementTiming[]).some(
      (entry) => MARKS.has(entry.identifier) && entry.element && root.contains(entry.element),
    );
    if (!painted) return;
    clearTimeout(settling);
    const address = currentAddress();
    settling = setTimeout(() => {
      if (currentAddress() === address) saveFirstScreen(root);
    }, SETTLE_MS);
  }).observe({ type: 'element', buffered: true });
  window.addEventListener('pagehide', () => {
    clearTimeout(settling);
    saveFirstScreen(root);
  });
}

/** Saves the page at the current address if it shows a paint mark, else forgets its copy. */
export function saveFirstScreen(root: HTMLElement): void {
  const userId = sessionStore.getUser()?.id;
  const build = document.documentElement.dataset.pageBuild;
  const mark = root.querySelector('[elementtiming]')?.getAttribute('elementtiming');
  const screens = firstScreenStore.read();
  const address = currentAddress();
  if (userId && build && mark && MARKS.has(mark)) {
    const html = captureFirstScreen(root);
    const styleTexts = appliedStyleTexts();
    const size = html.length + Object.values(styleTexts ?? {}).join('').length;
    if (styleTexts && size <= MAX_FIRST_SCREEN_LENGTH) {
      const page = { address, build, mark, styles: Object.keys(styleTexts), html };
      firstScreenStore.write(withFirstScreen(screens, userId, page, styleTexts));
      return;
    }
  }
  if (screens?.pages.some((page) => page.address === address))
    firstScreenStore.write(withoutFirstScreen(screens, address));
}

/**
 * The text of every stylesheet the page applies, by address, in document
 * order, made for the copy's shadow tree; null while one is still loading or cannot be read (another origin).
 */
function appliedStyleTexts(): Record<string, string> | null {
  const texts: Record<string, string> = {};
  try {
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet][href]')) {
      if (!link.sheet) return null;
      texts[link.getAttribute('href')!] = stylesForShadowTree(
        Array.from(link.sheet.cssRules, (rule) => rule.cssText).join('\n'),
      );
    }
  } catch {
    return null;
  }
  return texts;
}

function currentAddress(): string {
  return window.location.pathname + window.location.search;
}
