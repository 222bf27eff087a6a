import { useCallback, useEffect, useState } from 'react';

type CarouselOptions = {
  count: number;
  /** Auto-advance period; the count restarts whenever the slide changes. */
  intervalMs: number;
  paused: boolean;
};

/** Current slide of a wrap-around carousel that advances on its own unless paused. */
export function useCarousel({ count, intervalMs, paused }: CarouselOptions) {
  const [index, setIndex] = useState(0);

  const goTo = useCallback(
    (target: number) => setIndex(((target % count) + count) % count),
    [count],
  );
  const next = useCallback(() => setIndex((current) => (current + 1) % count), [count]);
  const previous = useCallback(() => setIndex((current) => (current - 1 + count) % count), [count]);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(next, intervalMs);
    return () => clearTimeout(timer);
  }, [index, paused, next, intervalMs]);

  return { index, goTo, next, previous };
}
