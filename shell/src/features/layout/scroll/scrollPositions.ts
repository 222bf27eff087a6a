const STORAGE_PREFIX = 'dd:scroll:';

/** The window's scroll position last seen on the history entry `key`, if any. */
export function savedScrollPosition(key: string): number | null {
  try {
    const value = sessionStorage.getItem(STORAGE_PREFIX + key);
    const position = value === null ? NaN : Number(value);
    return Number.isFinite(position) ? position : null;
  } catch {
    return null;
  }
}

export function saveScrollPosition(key: string, position: number): void {
  try {
    sessionStorage.setItem(STORAGE_PREFIX + key, String(Math.round(position)));
  } catch {
    // Storage full or blocked: Back then starts at the top, nothing else breaks.
  }
}

export type ArrivalKind = 'new' | 'traversal' | 'same-page';

/**
 * How the page arrived at a history entry: a link or a typed URL or a reload
 * opens it anew (at the top); Back/Forward, in the app or into the document,
 * returns to it (its position restored); a replace (a search written to the
 * URL) stays on the same page (the scroll is left alone).
 */
export function arrivalKind(
  navigationType: 'POP' | 'PUSH' | 'REPLACE',
  firstRender: boolean,
  documentNavigation: string | undefined,
): ArrivalKind {
  if (navigationType === 'PUSH') return 'new';
  if (navigationType === 'REPLACE') return 'same-page';
  if (firstRender) return documentNavigation === 'back_forward' ? 'traversal' : 'new';
  return 'traversal';
}
