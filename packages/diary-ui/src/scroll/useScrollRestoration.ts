import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

export const SCROLL_STORAGE_PREFIX = 'dd:scroll:';

function savedPosition(key: string): number | null {
  try {
    const value = sessionStorage.getItem(SCROLL_STORAGE_PREFIX + key);
    const position = value === null ? NaN : Number(value);
    return Number.isFinite(position) ? position : null;
  } catch {
    return null;
  }
}

function savePosition(key: string, position: number): void {
  try {
    sessionStorage.setItem(SCROLL_STORAGE_PREFIX + key, String(Math.round(position)));
  } catch {
    // Storage full or blocked: Back then starts at the top, nothing else breaks.
  }
}

/**
 * Window scroll per history entry, for pages the shell's declarative router
 * does not restore: the position is kept in sessionStorage under the entry's
 * `location.key` while the page scrolls. Coming Back (a POP) to the entry,
 * it is restored once `ready` (the content is rendered, e.g. from the query
 * cache; the top when nothing was kept); arriving by a link (a PUSH) starts
 * at the top. A replace (such as a
 * debounced search written to the URL) leaves the scroll alone.
 */
export function useScrollRestoration(ready: boolean): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const settledKey = useRef<string | null>(null);

  useLayoutEffect(() => {
    if (!ready || settledKey.current === key) return;
    settledKey.current = key;
    // The entry starts with the position it shows, even if the page is not scrolled again.
    if (navigationType === 'POP') {
      const position = savedPosition(key) ?? 0;
      window.scrollTo(0, position);
      savePosition(key, position);
    } else if (navigationType === 'PUSH') {
      window.scrollTo(0, 0);
      savePosition(key, 0);
    } else {
      savePosition(key, window.scrollY);
    }
  }, [ready, key, navigationType]);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        savePosition(key, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key]);
}
