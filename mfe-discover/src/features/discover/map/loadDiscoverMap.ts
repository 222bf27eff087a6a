import { lazy } from 'react';

/** Leaflet and the map live in their own chunk (with Leaflet's CSS), fetched on first use. */
export const loadDiscoverMap = () => import('./DiscoverMap');

export const LazyDiscoverMap = lazy(loadDiscoverMap);
