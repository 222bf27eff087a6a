import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * How far ahead of the viewport a deferred part starts loading: a screen's
 * scroll away, so a parts' few KB arrive before they are reached, without
 * being fetched with the first paint of a phone or laptop screen.
 */
export const LOAD_AHEAD_MARGIN = '250px';

export type LoadWhenNearProps = {
  /** A lazy component's element: it is rendered (and its chunk fetched) only once near the viewport. */
  children: ReactNode;
  /** Holds the part's place until then, so nothing moves when it arrives. */
  placeholder: ReactNode;
};

/**
 * Renders a below-the-fold part only when it comes within LOAD_AHEAD_MARGIN
 * of the viewport: its code is then not part of the page's initial
 * JavaScript. Without IntersectionObserver it renders at once.
 */
export function LoadWhenNear({ children, placeholder }: LoadWhenNearProps) {
  const anchorRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const anchor = anchorRef.current;
    if (near || !anchor) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_AHEAD_MARGIN },
    );
    observer.observe(anchor);
    return () => observer.disconnect();
  }, [near]);

  if (!near) return <div ref={anchorRef}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
