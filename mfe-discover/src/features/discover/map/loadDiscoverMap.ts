import { loadable } from '@dd/ui-kit';

/** Leaflet and the map live in their own chunk (with Leaflet's CSS), fetched on first use. */
export const LazyDiscoverMap = loadable(() =>
  import('./DiscoverMap').then((module) => module.default),
);

/** Fetches the map's chunk ahead of need (a pointer on its way to the Map button). */
export function preloadDiscoverMap(): void {
  void LazyDiscoverMap.preload();
}
