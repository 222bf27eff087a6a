import { startTransition, useEffect, useState } from 'react';

/** A desktop's first screen of cards (two rows of four); a phone's is half that. */
export const FIRST_SCREEN_CARDS = 8;

/**
 * How many of `total` cards to render: at first only the first screen's, so
 * a list's first cards paint without waiting for the rest; then, right after,
 * all of them, as a transition that never blocks input. Later renders (a new
 * page, another filter) show all at once.
 */
export function useStagedCount(total: number, firstStage = FIRST_SCREEN_CARDS): number {
  const [limit, setLimit] = useState(firstStage);
  useEffect(() => {
    if (limit < total) startTransition(() => setLimit(Number.POSITIVE_INFINITY));
  }, [limit, total]);
  return Math.min(total, limit);
}
