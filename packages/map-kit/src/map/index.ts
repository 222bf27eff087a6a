// @dd/map-kit: the app's Leaflet map. Import it only from a lazily loaded
// chunk: Leaflet and its CSS come with it (about 45 KB gzip).
import 'leaflet/dist/leaflet.css';
import styles from './MapFrame.module.css';

export {
  createBaseMap,
  MAX_ZOOM,
  TILE_ATTRIBUTION,
  TILE_SIZE,
  type BaseMapOptions,
} from './baseMap';
export { pinDataUrl, pinIcon, type PinColours } from './pins';

/** The map container's frame: border, radius, and Leaflet's controls and popups in the theme's colours. */
export const mapFrameClassName = styles.map!;
