import { startTransition, useEffect, useState } from 'react';

/** A desktop's first screen of cards (two rows of four); a phone's is half that. */
export const FIRST_SCREEN_ITEMS = 8;

/**
 * How many of `total` items to render: at first only the first screen's, so
 * a list's first cards paint (and hydrate: the server renders as many)
 * without waiting for the rest; right after, all of them, as a transition
 * that never blocks input. Later renders (a new
 * page, another filter) show all at once. `staging` is true until then.
 */
export function useStagedCount(
  total: number,
  firstStage = FIRST_SCREEN_ITEMS,
): { shown: number; staging: boolean } {
  const [limit, setLimit] = useState(firstStage);
  useEffect(() => {
    if (limit < total) startTransition(() => setLimit(Number.POSITIVE_INFINITY));
  }, [limit, total]);
  const shown = Math.min(total, limit);
  return { shown, staging: shown < total };
}
