import type { Restaurant } from '@dd/contracts';
import { YELP_IDS_MAX_COUNT, yelpIdsParam } from '@dd/contracts/rules';
import type { Listing } from './listing';

/** The user's restaurant created from a listing, and whether it is saved for later (not visited yet). */
export type DiaryEntry = { restaurantId: string; wantToGo: boolean };

/** yelpId → the user's restaurant created from that listing. */
export type DiaryEntries = ReadonlyMap<string, DiaryEntry>;

/** The ids of these listings, each once and sorted, so the same listings make the same lookup. */
export function lookupYelpIds(listings: readonly Listing[]): string[] {
  return [...new Set(listings.map((listing) => listing.id))].sort();
}

/** The GET /api/restaurants requests that look these ids up, at most 50 ids each. */
export function diaryLookupPaths(
  yelpIds: readonly string[],
  diaryId: string | null = null,
): string[] {
  const paths: string[] = [];
  for (let start = 0; start < yelpIds.length; start += YELP_IDS_MAX_COUNT) {
    const batch = yelpIds.slice(start, start + YELP_IDS_MAX_COUNT);
    const query = new URLSearchParams({ yelpIds: yelpIdsParam(batch) });
    if (diaryId) query.set('diaryId', diaryId);
    paths.push(`/api/restaurants?${query}`);
  }
  return paths;
}

/** The restaurants the lookup answered, by yelpId (the newest, should one business be there twice). */
export function diaryEntriesOf(restaurants: readonly Restaurant[]): DiaryEntries {
  const entries = new Map<string, DiaryEntry>();
  for (const { yelpId, _id, wantToGo } of restaurants)
    if (yelpId && !entries.has(yelpId))
      entries.set(yelpId, { restaurantId: _id, wantToGo: wantToGo ?? false });
  return entries;
}
