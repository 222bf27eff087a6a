/** At most this many Yelp ids in one `yelpIds` list filter of GET /api/restaurants. */
export const YELP_IDS_MAX_COUNT = 50;

/** The `yelpIds` query value for these ids: comma-separated (Yelp ids hold no commas). */
export function yelpIdsParam(ids: readonly string[]): string {
  return ids.join(',');
}

/** The ids of a `yelpIds` query value: trimmed, blanks and repeats dropped. */
export function parseYelpIdsParam(value: string): string[] {
  return [...new Set(value.split(',').map((id) => id.trim()))].filter((id) => id !== '');
}
