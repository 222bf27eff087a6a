import type { Restaurant } from '@dd/contracts';
import { YELP_IDS_MAX_COUNT, yelpIdsParam } from '@dd/contracts/rules';
import type { Listing } from './listing';

/** yelpId → id of the user's restaurant created from that listing. */
export type DiaryEntries = ReadonlyMap<string, string>;

/** The ids of these listings, each once and sorted, so the same listings make the same lookup. */
export function lookupYelpIds(listings: readonly Listing[]): string[] {
  return [...new Set(listings.map((listing) => listing.id))].sort();
}

/** The GET /api/restaurants requests that look these ids up, at most 50 ids each. */
export function diaryLookupPaths(yelpIds: readonly string[]): string[] {
  const paths: string[] = [];
  for (let start = 0; start < yelpIds.length; start += YELP_IDS_MAX_COUNT) {
    const batch = yelpIds.slice(start, start + YELP_IDS_MAX_COUNT);
    paths.push(`/api/restaurants?${new URLSearchParams({ yelpIds: yelpIdsParam(batch) })}`);
  }
  return paths;
}

/** The restaurants the lookup answered, by yelpId (the newest, should one business be there twice). */
export function diaryEntriesOf(restaurants: readonly Restaurant[]): DiaryEntries {
  const entries = new Map<string, string>();
  for (const { yelpId, _id } of restaurants)
    if (yelpId && !entries.has(yelpId)) entries.set(yelpId, _id);
  return entries;
}
