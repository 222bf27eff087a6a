import { distanceMetres, type LatLon } from '../dataset/geo';
import type { Dataset, SandboxBusiness } from '../dataset/types';
import type { Gazetteer } from '../geocoder/gazetteer';
import { isOpenNow } from './open-now';

export const SORT_BY = ['best_match', 'rating', 'review_count', 'distance'] as const;
export type SortBy = (typeof SORT_BY)[number];

export const DEFAULT_RADIUS_M = 10_000;
export const LOCATION_RADIUS_M = 25_000;
export const MAX_RADIUS_M = 40_000;

export interface SearchCriteria {
  term?: string;
  location?: string;
  centre?: LatLon;
  radius?: number;
  categories?: string[];
  /** Price levels 1–4. */
  prices?: number[];
  openNow?: boolean;
  sortBy: SortBy;
  limit: number;
  offset: number;
}

export interface SearchHit {
  business: SandboxBusiness;
  /** Metres from the search centre. */
  distance: number;
}

export interface SearchResult {
  hits: SearchHit[];
  total: number;
  centre: LatLon;
}

/** Thrown when `location` names no place the sandbox knows (Yelp's LOCATION_NOT_FOUND). */
export class LocationNotFoundError extends Error {}

/** Yelp category aliases the app may send that the data set files under Yelp's own alias. */
const CATEGORY_SYNONYMS: Record<string, string[]> = {
  indian: ['indpak'],
  american: ['tradamerican', 'newamerican'],
  sushi_bars: ['sushi'],
  restaurants: [],
};

/**
 * Yelp's /v3/businesses/search over the data set: a centre from `centre` or
 * the geocoded `location`, businesses within `radius` metres (great circle),
 * narrowed by term, categories, price and open_now, sorted, then paged.
 */
export function searchBusinesses(
  dataset: Dataset,
  gazetteer: Gazetteer,
  criteria: SearchCriteria,
): SearchResult {
  const centre = criteria.centre ?? locate(gazetteer, criteria.location);
  const radius = criteria.radius ?? (criteria.centre ? DEFAULT_RADIUS_M : LOCATION_RADIUS_M);
  const term = criteria.term?.trim().toLowerCase();
  const wantedCategories = criteria.categories && expandCategories(criteria.categories);
  const now = new Date();

  const hits = dataset.businesses
    .map((business) => ({ business, distance: distanceMetres(centre, business.coordinates) }))
    .filter(({ business, distance }) => {
      if (distance > radius) return false;
      if (term && !term.split(/\s+/).every((word) => business.keywords.includes(word)))
        return false;
      if (wantedCategories && !business.categories.some((c) => wantedCategories.has(c.alias)))
        return false;
      if (criteria.prices && !criteria.prices.includes(business.price.length)) return false;
      if (criteria.openNow && !isOpenNow(business, now)) return false;
      return true;
    })
    .sort(comparatorFor(criteria.sortBy, radius));

  return {
    hits: hits.slice(criteria.offset, criteria.offset + criteria.limit),
    total: hits.length,
    centre,
  };
}

function locate(gazetteer: Gazetteer, location: string | undefined): LatLon {
  const place = location ? gazetteer.search(location) : undefined;
  if (!place)
    throw new LocationNotFoundError(
      `Could not execute search, try specifying a more exact location.`,
    );
  return { latitude: place.latitude, longitude: place.longitude };
}

function expandCategories(aliases: string[]): Set<string> | undefined {
  if (aliases.includes('restaurants')) return undefined;
  return new Set(aliases.flatMap((alias) => [alias, ...(CATEGORY_SYNONYMS[alias] ?? [])]));
}

function comparatorFor(sortBy: SortBy, radius: number): (a: SearchHit, b: SearchHit) => number {
  const byId = (a: SearchHit, b: SearchHit) => a.business.id.localeCompare(b.business.id);
  switch (sortBy) {
    case 'distance':
      return (a, b) => a.distance - b.distance || byId(a, b);
    case 'rating':
      return (a, b) =>
        b.business.rating - a.business.rating ||
        b.business.review_count - a.business.review_count ||
        byId(a, b);
    case 'review_count':
      return (a, b) => b.business.review_count - a.business.review_count || byId(a, b);
    case 'best_match':
      return (a, b) => bestMatchScore(b, radius) - bestMatchScore(a, radius) || byId(a, b);
  }
}

/** Good, well-reviewed and close ranks first. */
function bestMatchScore({ business, distance }: SearchHit, radius: number): number {
  return business.rating * Math.log10(10 + business.review_count) * (1.5 - distance / radius);
}
