import L from 'leaflet';
import type { ThumbsValue } from '@dd/contracts';
import { pinIcon } from '@dd/map-kit';
import { MARKER_STYLES, markerTone, type MarkerTone } from '../model/markerTone';
import { clusterSize } from '../model/placeFeatures';
import styles from './RestaurantMap.module.css';

const PIN_ICONS = Object.fromEntries(
  Object.values(MARKER_STYLES).map((style) => [
    style.tone,
    pinIcon({ fill: style.fill, stroke: style.stroke }, `dd-marker dd-marker-${style.tone}`),
  ]),
) as Record<MarkerTone, L.Icon>;

/** A place's pin in its colour: saved for later, else its thumbs rating's. */
export function placeIcon(isThumbsUp: ThumbsValue, wantToGo = false): L.Icon {
  return PIN_ICONS[markerTone(isThumbsUp, wantToGo)];
}

const CLUSTER_PIXELS = { small: 36, medium: 44, large: 54 } as const;
const countFormat = new Intl.NumberFormat('en-US', { notation: 'compact' });

/** A cluster: a round badge with how many places it holds, larger for more. */
export function clusterIcon(count: number): L.DivIcon {
  const size = clusterSize(count);
  const pixels = CLUSTER_PIXELS[size];
  return L.divIcon({
    html: `<span>${countFormat.format(count)}</span>`,
    className: `dd-cluster ${styles.cluster} ${styles[size]}`,
    iconSize: [pixels, pixels],
    iconAnchor: [pixels / 2, pixels / 2],
  });
}
