// @dd/map-kit: the app's Leaflet map. Import it only from a lazily loaded
// chunk: Leaflet and its CSS come with it (about 45 KB gzip).
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { cooperativeGestures as addCooperativeGestures } from './cooperativeGestures';
import styles from './MapFrame.module.css';

export {
  createBaseMap,
  MAX_ZOOM,
  TILE_ATTRIBUTION,
  TILE_SIZE,
  type BaseMapOptions,
} from './baseMap';
export { pinDataUrl, pinIcon, type PinColours } from './pins';
export { HINT_DURATION_MS, isCoarsePointer, TWO_FINGER_HINT } from './cooperativeGestures';

/** The map container's frame: border, radius, and Leaflet's controls and popups in the theme's colours. */
export const mapFrameClassName = styles.map!;

/** One finger scrolls the page, two pan the map, with the frame's hint (see cooperativeGestures). */
export function cooperativeGestures(map: L.Map): () => void {
  return addCooperativeGestures(map, { hintClassName: styles.gestureHint! });
}
