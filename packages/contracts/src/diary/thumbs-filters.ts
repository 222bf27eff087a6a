/** The list filters of the restaurant and meal pages (product spec §4); unrated means null or missing. */
export const THUMBS_FILTERS = ['all', 'thumbsUp', 'thumbsDown', 'unrated'] as const;
export type ThumbsFilter = (typeof THUMBS_FILTERS)[number];

export function isThumbsFilter(value: unknown): value is ThumbsFilter {
  return (THUMBS_FILTERS as readonly unknown[]).includes(value);
}

/**
 * The paths the original client's filter tabs read under `/api/restaurants`
 * and `/api/meals`: read-only aliases of the list with that filter, answering
 * the list's array (issue 41).
 */
export const THUMBS_FILTER_PATHS = {
  thumbsUp: 'thumbs-up',
  thumbsDown: 'thumbs-down',
  unrated: 'unrated',
} as const satisfies Record<Exclude<ThumbsFilter, 'all'>, string>;
