/** The list filters of the restaurant and meal pages (product spec §4); unrated means null or missing. */
export const THUMBS_FILTERS = ['all', 'thumbsUp', 'thumbsDown', 'unrated'] as const;
export type ThumbsFilter = (typeof THUMBS_FILTERS)[number];

export function isThumbsFilter(value: unknown): value is ThumbsFilter {
  return (THUMBS_FILTERS as readonly unknown[]).includes(value);
}
