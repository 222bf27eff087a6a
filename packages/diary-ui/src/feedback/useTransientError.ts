import { useCallback, useEffect, useState } from 'react';

export const TRANSIENT_ERROR_MS = 3000;

/**
 * An error text that clears itself `ms` after it was last shown (product spec §9:
 * 3000 ms). Showing a message again, even the same one, restarts the clock.
 */
export function useTransientError(
  ms: number = TRANSIENT_ERROR_MS,
): readonly [string | null, (message: string) => void] {
  const [shown, setShown] = useState<{ message: string } | null>(null);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), ms);
    return () => clearTimeout(timer);
  }, [shown, ms]);

  const show = useCallback((message: string) => {
    // A new object each time, so the effect restarts the timer for a repeated text.
    setShown({ message });
  }, []);

  return [shown?.message ?? null, show] as const;
}
