import { CUISINES } from '../dataset/catalog';
import { distanceMetres, type LatLon } from '../dataset/geo';
import type { Dataset } from '../dataset/types';

const MAX_BUSINESSES = 5;
const MAX_TERMS = 3;
const NEARBY_RADIUS_M = 40_000;

/**
 * Yelp's /v3/autocomplete: businesses whose name contains every typed word
 * (nearest first when a centre is given, within 40 km of it), plus matching
 * cuisine terms and categories.
 */
export function autocomplete(dataset: Dataset, text: string, centre?: LatLon) {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (candidate: string) =>
    words.every((word) => candidate.toLowerCase().includes(word));
  const businesses = dataset.businesses
    .filter((business) => matches(business.name))
    .map((business) => ({
      business,
      distance: centre ? distanceMetres(centre, business.coordinates) : 0,
    }))
    .filter(({ distance }) => distance <= NEARBY_RADIUS_M)
    .sort((a, b) => a.distance - b.distance || a.business.name.localeCompare(b.business.name))
    .slice(0, MAX_BUSINESSES)
    .map(({ business }) => ({ id: business.id, name: business.name }));
  const categories = CUISINES.filter((cuisine) => matches(cuisine.title)).map(
    ({ alias, title }) => ({ alias, title }),
  );
  const terms = CUISINES.flatMap((cuisine) => cuisine.dishes)
    .filter(matches)
    .slice(0, MAX_TERMS)
    .map((dish) => ({ text: dish }));
  return { terms, businesses, categories };
}
