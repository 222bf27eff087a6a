import { useLayoutEffect, useState, type RefObject } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer } from '@tanstack/react-virtual';
import { CHIP_GRID, chipColumns, chipRowCount, withPinnedRow } from '../model/chipGrid';

/** Rows whose chips lie this far beyond the viewport are rendered too, so Tab and scrolling find them. */
const OVERSCAN_ROWS = 3;

/** The list's width in columns, followed as the window or the layout resizes. */
function useColumns(list: RefObject<HTMLElement | null>): number {
  const [columns, setColumns] = useState(1);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => setColumns(chipColumns(element.clientWidth));
    measure();
    // jsdom (the unit tests) lays nothing out and has no ResizeObserver.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [list]);
  return columns;
}

/** Where the list starts in the document; whatever sits above it (forms, bars, errors) moves it. */
function useDocumentTop(list: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  // After every render on purpose: what moved the list need not have re-rendered it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const next = Math.round(element.getBoundingClientRect().top + window.scrollY);
    if (next !== top) setTop(next);
  });
  return top;
}

/**
 * The rows of chips near the viewport (the page scrolls, not the list), plus
 * the row of `pinnedChip`, for a list of `chips` chips.
 */
export function useChipRows(
  list: RefObject<HTMLElement | null>,
  chips: number,
  pinnedChip: number | null,
) {
  const columns = useColumns(list);
  const rowCount = chipRowCount(chips, columns);
  const pinnedRow = pinnedChip === null ? null : Math.floor(pinnedChip / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => CHIP_GRID.rowHeight,
    gap: CHIP_GRID.gap,
    overscan: OVERSCAN_ROWS,
    scrollMargin: useDocumentTop(list),
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    rangeExtractor: (range) => withPinnedRow(defaultRangeExtractor(range), pinnedRow),
  });
  return { columns, rowCount, rows: virtualizer.getVirtualItems() };
}
