import { useEffect, useRef, useSyncExternalStore } from 'react';
import { MORE_BELOW_ATTRIBUTE } from '@dd/contracts';
import { Button, Spinner, visuallyHiddenClassName } from '@dd/ui-kit';
import styles from './InfiniteScrollSentinel.module.css';

const noSubscription = () => () => {};
const browserObserves = () => typeof IntersectionObserver !== 'undefined';
/** What a server render assumes (the browsers we serve have it), so the page hydrates without a mismatch. */
const serverObserves = () => true;

export type InfiniteScrollSentinelProps = {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** Asks for nothing meanwhile (the list above is still rendering its loaded records). */
  paused?: boolean;
  /** How far ahead of the viewport the next page starts loading. */
  rootMargin?: string;
};

/**
 * Placed after a list: asks for the next page when it comes within
 * `rootMargin` of the viewport. Without IntersectionObserver it shows a
 * 'Load more' button instead. While there is more, the shell's footer is
 * left out (MORE_BELOW_ATTRIBUTE), so the pages added do not push it around.
 */
export function InfiniteScrollSentinel({
  hasMore,
  loading,
  onLoadMore,
  paused = false,
  rootMargin = '600px',
}: InfiniteScrollSentinelProps) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const onLoadMoreRef = useRef(onLoadMore);
  const observable = useSyncExternalStore(noSubscription, browserObserves, serverObserves);

  useEffect(() => {
    onLoadMoreRef.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    if (!hasMore) return;
    const root = document.documentElement;
    root.setAttribute(MORE_BELOW_ATTRIBUTE, '');
    return () => root.removeAttribute(MORE_BELOW_ATTRIBUTE);
  }, [hasMore]);

  // A new observer after each page: it reports at once whether the sentinel is
  // still near, so a short page on a tall screen keeps loading.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!observable || !hasMore || loading || paused || !sentinel) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMoreRef.current();
      },
      { rootMargin },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [observable, hasMore, loading, paused, rootMargin]);

  return (
    <div ref={sentinelRef} className={styles.sentinel}>
      {loading && (
        <span role="status" className={styles.loading}>
          <Spinner />
          <span className={visuallyHiddenClassName}>Loading more</span>
        </span>
      )}
      {!observable && hasMore && !loading && (
        <Button variant="secondary" onClick={onLoadMore}>
          Load more
        </Button>
      )}
    </div>
  );
}
