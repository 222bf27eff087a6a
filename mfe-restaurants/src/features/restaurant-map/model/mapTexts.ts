/** The map view's own texts (the list's loading, error and empty texts are the spec's). */
export const MAP_TEXTS = {
  loadingMap: 'Loading map...',
  mapFailed: 'Failed to load the map',
  noneLocated: 'No restaurants with a location yet.',
  noneLocatedHint: 'Open a restaurant to find its location from Yelp or its address.',
  mapLabel: 'Map of your restaurants',
  legendLabel: 'Marker colours',
  openRestaurant: 'Open restaurant',
} as const;

const countFormat = new Intl.NumberFormat('en-US');

/**
 * How many matching restaurants the map cannot show: '1 place has no
 * location', '12 places have no location'; null when every one has one.
 */
export function noLocationText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count === 1
    ? '1 place has no location'
    : `${countFormat.format(count)} places have no location`;
}
