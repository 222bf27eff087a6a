import { lazy } from 'react';

/** Leaflet, the clustering and the map live in their own chunk, fetched when the map view is first shown. */
export const loadRestaurantMap = () => import('./RestaurantMap');

export const LazyRestaurantMap = lazy(loadRestaurantMap);

/** Fetches the map's chunk ahead of need; a failure shows later, where the map renders. */
export function preloadRestaurantMap(): void {
  loadRestaurantMap().catch(() => undefined);
}
