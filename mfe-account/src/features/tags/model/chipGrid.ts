/**
 * The chips' grid: equal columns at least `minChipWidth` wide, rows of one
 * height, so the list can render only the rows near the viewport.
 */
export const CHIP_GRID = {
  minChipWidth: 208,
  /** --dd-space-2 */
  gap: 8,
  /** The chip's name row and usage row (TagChip.module.css). */
  rowHeight: 76,
} as const;

/** How many chip columns fit a list this wide; one on a phone or before the list is measured. */
export function chipColumns(listWidth: number): number {
  const { minChipWidth, gap } = CHIP_GRID;
  return Math.max(1, Math.floor((listWidth + gap) / (minChipWidth + gap)));
}

export function chipRowCount(chips: number, columns: number): number {
  return Math.ceil(chips / columns);
}

/** The indexes of the chips on `row`. */
export function chipsOfRow(row: number, columns: number, chips: number): number[] {
  const first = row * columns;
  const end = Math.min(first + columns, chips);
  return Array.from({ length: Math.max(0, end - first) }, (_, offset) => first + offset);
}

/**
 * The rows to render: those near the viewport plus the row of the chip that
 * holds the keyboard focus (a rename in progress must not be unmounted when
 * the page scrolls away from it), in order.
 */
export function withPinnedRow(rows: readonly number[], pinned: number | null): number[] {
  if (pinned === null || rows.includes(pinned)) return [...rows];
  return [...rows, pinned].sort((a, b) => a - b);
}
