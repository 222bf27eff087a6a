import { loadable } from '@dd/ui-kit';

/** Leaflet, the clustering and the map live in their own chunk, fetched when the map view is first shown. */
export const LazyRestaurantMap = loadable(() =>
  import('./RestaurantMap').then((module) => module.default),
);

/** Fetches the map's chunk ahead of need; a failure shows later, where the map renders. */
export function preloadRestaurantMap(): void {
  void LazyRestaurantMap.preload();
}
