import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { arrivalKind, savedScrollPosition, saveScrollPosition } from './scrollPositions';

/** How long a restored position is pursued while the page's content is still arriving. */
const RESTORE_WINDOW_MS = 3000;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function documentNavigationType(): string | undefined {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type;
}

/**
 * Scrolls the window, in one place for every page, shell and remote alike: a
 * new page (link, typed URL, reload) starts at its top; Back/Forward returns
 * to where that history entry was left. The position is kept per entry in
 * sessionStorage; on a return it is re-applied frame by frame until the
 * page's content is tall enough to hold it (a remote's code or a list's data
 * may still be arriving), for at most 3 s, and never against the user's own
 * scrolling.
 */
export function ScrollRestorer() {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);
  // Scroll events belong to the entry on screen from the moment it commits.
  const currentKey = useRef(key);

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    currentKey.current = key;
    const kind = arrivalKind(navigationType, firstRender.current, documentNavigationType());
    firstRender.current = false;
    if (kind === 'same-page') return;
    if (kind === 'new') {
      window.scrollTo(0, 0);
      saveScrollPosition(key, 0);
      return;
    }
    return pursuePosition(savedScrollPosition(key) ?? 0);
  }, [key, navigationType]);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        saveScrollPosition(currentKey.current, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  return null;
}

/** Scrolls to `target` now and on each frame until it holds; answers the clean-up. */
function pursuePosition(target: number): () => void {
  const giveUpAt = performance.now() + RESTORE_WINDOW_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    window.scrollTo(0, target);
    if (Math.abs(window.scrollY - target) < 2 || performance.now() > giveUpAt) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}
