import type { CategoryOption } from './categories';
import { DEFAULT_RADIUS_METRES } from './distance';
import { coordinateParam, type Coordinates } from './places';
import { priceParam, type PriceLevel } from './price';

/** product spec §9: a nearby search answers at most 20 listings, nearest first. */
export const NEARBY_LIMIT = 20;
export const NEARBY_SORT = 'distance';
/** product spec §5/§9: a text search around the user's coordinates covers 10000 m. */
export const TEXT_SEARCH_RADIUS_METRES = 10000;
/** How many suggestions the search box's dropdown lists. */
export const SUGGESTION_LIMIT = 6;

/** The Filter Options as applied: radius in metres, one category alias (or none), price levels. */
export type NearbyFilters = {
  radius: number;
  categoryAlias: string | null;
  prices: PriceLevel[];
};

/** The Filter Options as the user chose them (the category with its name, for the picker). */
export type FilterChoice = {
  radius: number;
  category: CategoryOption | null;
  prices: PriceLevel[];
};

export const DEFAULT_FILTER_CHOICE: FilterChoice = {
  radius: DEFAULT_RADIUS_METRES,
  category: null,
  prices: [],
};

/** What a filter choice asks of the nearby search (a category without a usable alias filters nothing). */
export function nearbyFilters(choice: FilterChoice): NearbyFilters {
  return {
    radius: choice.radius,
    categoryAlias: choice.category?.alias || null,
    prices: [...choice.prices].sort(),
  };
}

/** GET /api/yelp/search/nearby's query: coordinates, limit 20, the radius, sorted by distance, then category and price. */
export function nearbyQueryParams(centre: Coordinates, filters: NearbyFilters): URLSearchParams {
  const params = new URLSearchParams({
    latitude: coordinateParam(centre.latitude),
    longitude: coordinateParam(centre.longitude),
    limit: String(NEARBY_LIMIT),
    radius: String(filters.radius),
    sort_by: NEARBY_SORT,
  });
  if (filters.categoryAlias) params.set('categories', filters.categoryAlias);
  const price = priceParam(filters.prices);
  if (price) params.set('price', price);
  return params;
}

/** A text search: by the typed place when there is one, else around the known coordinates. */
export type TextSearch =
  { term: string; location: string } | { term: string; centre: Coordinates; radius: number };

/**
 * product spec §5: the search needs text; it uses the location text if given,
 * otherwise the known coordinates with a 10000 m radius; with neither it is
 * null (nothing to do).
 */
export function textSearch(
  term: string,
  locationText: string,
  centre: Coordinates | null,
): TextSearch | null {
  const text = term.trim();
  const place = locationText.trim();
  if (!text) return null;
  if (place) return { term: text, location: place };
  if (centre) return { term: text, centre, radius: TEXT_SEARCH_RADIUS_METRES };
  return null;
}

/** GET /api/yelp/search's query for a text search (limit: how many listings). */
export function textSearchParams(search: TextSearch, limit: number): URLSearchParams {
  const params = new URLSearchParams({ term: search.term });
  if ('location' in search) params.set('location', search.location);
  else {
    params.set('latitude', coordinateParam(search.centre.latitude));
    params.set('longitude', coordinateParam(search.centre.longitude));
    params.set('radius', String(search.radius));
  }
  params.set('limit', String(limit));
  return params;
}

/** product spec §5/§9: suggestions start at 2 characters, 300 ms after typing stops. */
export const SUGGESTION_MIN_CHARS = 2;
export const SUGGESTION_DELAY_MS = 300;
