import L from 'leaflet';

/** product spec §7: 256 px tiles up to zoom 18. */
export const TILE_SIZE = 256;
export const MAX_ZOOM = 18;
export const TILE_ATTRIBUTION = '&copy; OpenStreetMap contributors';

export type BaseMapOptions = L.MapOptions & {
  /** Tile URL template ({z}/{x}/{y}) from the runtime config (`tileUrl`). */
  tileUrl: string;
};

/**
 * A Leaflet map in `container` with the app's tile layer: the configured tile
 * server (the sandbox locally), 256 px tiles, zoom up to 18, attribution.
 */
export function createBaseMap(
  container: HTMLElement,
  { tileUrl, ...options }: BaseMapOptions,
): L.Map {
  const map = L.map(container, { maxZoom: MAX_ZOOM, ...options });
  L.tileLayer(tileUrl, {
    tileSize: TILE_SIZE,
    maxZoom: MAX_ZOOM,
    attribution: TILE_ATTRIBUTION,
  }).addTo(map);
  return map;
}
