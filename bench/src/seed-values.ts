/** Thumbs values the bench seeds round-robin: up, down, unrated. */
export const THUMBS = [true, false, null] as const;

/** A diary date (`YYYY-MM-DD`) for the index-th seeded record, spread over about three years of days. */
export function dayOf(index: number): string {
  return new Date(Date.UTC(2022, 0, 1) + (index % 1000) * 86_400_000).toISOString().slice(0, 10);
}
