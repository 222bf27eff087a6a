import type { RestaurantPlace } from '@dd/contracts';

/** A restaurant as a GeoJSON point (longitude first), what the clustering index reads. */
export type PlaceFeature = {
  type: 'Feature';
  properties: { place: RestaurantPlace };
  geometry: { type: 'Point'; coordinates: [longitude: number, latitude: number] };
};

export function placeFeatures(places: readonly RestaurantPlace[]): PlaceFeature[] {
  return places.map((place) => ({
    type: 'Feature',
    properties: { place },
    geometry: { type: 'Point', coordinates: [place.long, place.lat] },
  }));
}

/** [[south, west], [north, east]] around every place, or null without places. */
export function placesBounds(
  places: readonly RestaurantPlace[],
): [[number, number], [number, number]] | null {
  if (places.length === 0) return null;
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const { lat, long } of places) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, long);
    east = Math.max(east, long);
  }
  return [
    [south, west],
    [north, east],
  ];
}

/** A cluster's bubble size class by how many places it holds. */
export function clusterSize(count: number): 'small' | 'medium' | 'large' {
  if (count < 10) return 'small';
  if (count < 100) return 'medium';
  return 'large';
}
