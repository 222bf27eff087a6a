const FIRST_DELAY_MS = 2_000;
const LONGEST_DELAY_MS = 5 * 60_000;

/**
 * How long to wait after the `attempts`-th failed attempt (a 5xx or no
 * answer): doubling from 2 s to at most 5 min, less a random part of up to a
 * half, so many devices coming back online do not retry in step.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling * (1 - random() / 2));
}
