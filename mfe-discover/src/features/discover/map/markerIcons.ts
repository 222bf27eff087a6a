import L from 'leaflet';
import { pinIcon } from '@dd/map-kit';

/** A restaurant's marker. */
export const restaurantIcon = pinIcon(
  { fill: '#2a81cb', stroke: '#1c5a8e' },
  'dd-marker dd-marker-restaurant',
);

/** The selected restaurant's marker: red (product spec §2). */
export const selectedIcon = pinIcon(
  { fill: '#d63b3b', stroke: '#98201f' },
  'dd-marker dd-marker-selected',
);

/** The user's position: a dot styled by the map's CSS module. */
export function userIcon(className: string): L.DivIcon {
  return L.divIcon({ className, iconSize: [20, 20], iconAnchor: [10, 10] });
}
