import { startTransition, useEffect, useState } from 'react';

/** A desktop's first screen of cards (two rows of four); a phone's is half that. */
export const FIRST_SCREEN_ITEMS = 8;

/**
 * The cards of a page rendered on the server, a copy painted before the app's
 * code has run: on a phone's CPU its layout is the cost. Four fill a phone's
 * screen and a desktop's first row.
 */
export const SERVER_FIRST_SCREEN_ITEMS = 4;

/**
 * How many of `total` items to render: at first only the first screen's, so
 * a list's first cards paint without waiting for the rest; right after, all
 * of them, as a transition that never blocks input. Later renders (a new
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
