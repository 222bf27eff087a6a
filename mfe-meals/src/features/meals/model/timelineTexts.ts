import { emptyListMessage, isSearchActive, type DiaryListParams } from '@dd/diary-ui';
import { formatDiaryDate } from '@dd/diary-ui';
import { isAllTime, type DateRange } from './timelineUrl';

export const TIMELINE_TEXTS = {
  statsError: "Failed to load this period's figures",
  statsLoading: 'Loading figures...',
} as const;

/** "Mar 1, 2025 – Mar 31, 2025", "Since …", "Until …" or "All time". */
export function describeRange(range: DateRange, locale?: string): string {
  const from = range.from && formatDiaryDate(range.from, locale);
  const to = range.to && formatDiaryDate(range.to, locale);
  if (from && to) return from === to ? from : `${from} – ${to}`;
  if (from) return `Since ${from}`;
  if (to) return `Until ${to}`;
  return 'All time';
}

/**
 * The empty timeline's text: the spec's list texts for a search, a tag or a
 * filter over all time; within a period, that the period has none.
 */
export function timelineEmptyText(
  params: DiaryListParams,
  tagId: string | null,
  range: DateRange,
): string {
  if (isAllTime(range) || isSearchActive(params) || tagId !== null)
    return emptyListMessage('meals', params, tagId);
  return params.filter === 'all'
    ? 'No meals logged in this period.'
    : 'No meals in this period match this filter.';
}
