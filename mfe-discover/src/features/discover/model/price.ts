/** product spec §2/§9: the Price toggles, $ to $$$$, are levels 1 to 4. */
export const PRICE_LEVELS = [
  { level: 1, label: '$' },
  { level: 2, label: '$$' },
  { level: 3, label: '$$$' },
  { level: 4, label: '$$$$' },
] as const;

export type PriceLevel = (typeof PRICE_LEVELS)[number]['level'];

/** The price parameter: the chosen levels in order, comma-joined ('1,3'); undefined when none is chosen. */
export function priceParam(levels: readonly number[]): string | undefined {
  const distinct = [...new Set(levels)].filter((level) => level >= 1 && level <= 4).sort();
  return distinct.length ? distinct.join(',') : undefined;
}

/** Toggles one level in or out of the chosen set. */
export function togglePriceLevel(levels: readonly PriceLevel[], level: PriceLevel): PriceLevel[] {
  return levels.includes(level)
    ? levels.filter((chosen) => chosen !== level)
    : [...levels, level].sort();
}
