import L from 'leaflet';
import { useEffect, useRef } from 'react';
import {
  cooperativeGestures,
  createBaseMap,
  isCoarsePointer,
  mapFrameClassName,
} from '@dd/map-kit';
import { mapCoordinates, popupRatingText, streetAddress, type Listing } from '../model/listing';
import type { Coordinates } from '../model/places';
import { isEnter } from './isEnter';
import { clusterMarkers, type ClusteredMarker, type ClusterLayer } from './clusterLayer';
import { restaurantIcon, selectedIcon, userIcon } from './markerIcons';
import styles from './DiscoverMap.module.css';

/** product spec §9 Map. */
export const INITIAL_ZOOM = 13;
export const USER_ZOOM = 14;
export const FIT_PADDING = 50;
export const DEFAULT_MAP_HEIGHT = 400;

const WORLD_CENTRE: L.LatLngTuple = [20, 0];

export type DiscoverMapProps = {
  /** The user's location (its marker), or null when only a searched place is known. */
  centre: Coordinates | null;
  listings: readonly Listing[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Tile URL template ({z}/{x}/{y}) from the runtime config. */
  tileUrl: string;
  height?: number;
  /** Merge nearby pins into clusters (narrow screens, where pins crowd). */
  cluster?: boolean;
};

const toLatLng = ({ latitude, longitude }: Coordinates): L.LatLngTuple => [latitude, longitude];

/** The popup: name, street address and 'Rating: X (N reviews)', built as text (never HTML). */
function popupContent(listing: Listing): HTMLElement {
  const root = document.createElement('div');
  root.className = styles.popup;
  const name = document.createElement('strong');
  name.className = styles.popupName;
  name.textContent = listing.name;
  root.append(name);
  const street = streetAddress(listing);
  if (street) {
    const address = document.createElement('span');
    address.textContent = street;
    root.append(address);
  }
  const rating = document.createElement('span');
  rating.textContent = popupRatingText(listing);
  root.append(rating);
  return root;
}

/**
 * The results on a Leaflet map (loaded in its own chunk, with Leaflet's CSS,
 * only when Map View is first chosen). It starts at zoom 13, goes to zoom 14
 * on the user's location and fits every marker with 50 px padding. Markers
 * are drawn only for listings with non-zero coordinates (merged into clusters
 * when `cluster` is set); clicking one selects it, turns it red and opens its
 * popup. On a touch screen one finger scrolls the page and two pan the map.
 */
export default function DiscoverMap({
  centre,
  listings,
  selectedId,
  onSelect,
  tileUrl,
  height = DEFAULT_MAP_HEIGHT,
  cluster = false,
}: DiscoverMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markersRef = useRef(new Map<string, L.Marker>());
  const clustersRef = useRef<ClusterLayer | null>(null);
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  });

  const centreLat = centre?.latitude;
  const centreLon = centre?.longitude;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = createBaseMap(container, { tileUrl, center: WORLD_CENTRE, zoom: INITIAL_ZOOM });
    mapRef.current = map;
    const undoGestures = isCoarsePointer() ? cooperativeGestures(map) : undefined;
    return () => {
      undoGestures?.();
      map.remove();
      mapRef.current = null;
    };
  }, [tileUrl]);

  // The user's marker, and the view on it.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || centreLat === undefined || centreLon === undefined) return;
    const position: L.LatLngTuple = [centreLat, centreLon];
    map.setView(position, USER_ZOOM);
    const marker = L.marker(position, {
      icon: userIcon(styles.userMarker),
      title: 'Your location',
      alt: 'Your location',
      keyboard: false,
      zIndexOffset: -1000,
    }).addTo(map);
    return () => {
      marker.remove();
    };
  }, [centreLat, centreLon, tileUrl]);

  // A marker per listing with coordinates; the view fits them (and the user).
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const markers = markersRef.current;
    const clustered = new Map<string, ClusteredMarker>();
    const points: L.LatLngTuple[] = [];
    for (const listing of listings) {
      const coordinates = mapCoordinates(listing);
      if (!coordinates) continue;
      const position = toLatLng(coordinates);
      points.push(position);
      const marker = L.marker(position, {
        icon: restaurantIcon,
        title: listing.name,
        alt: listing.name,
        riseOnHover: true,
      })
        .bindPopup(popupContent(listing), { autoPanPadding: [FIT_PADDING, FIT_PADDING] })
        .on('click', () => onSelectRef.current(listing.id))
        // A pin is a button (Leaflet gives it the role): Enter selects it too.
        .on('keypress', (event) => {
          if (isEnter(event)) onSelectRef.current(listing.id);
        });
      markers.set(listing.id, marker);
      if (cluster) clustered.set(listing.id, { marker, at: coordinates });
      else marker.addTo(map);
    }
    // The cluster layer adds the markers itself, and redraws after the fit below.
    const clusters = cluster
      ? clusterMarkers(map, clustered, { clusterClassName: styles.cluster! })
      : null;
    clustersRef.current = clusters;
    if (centreLat !== undefined && centreLon !== undefined) points.push([centreLat, centreLon]);
    if (points.length > 1)
      map.fitBounds(L.latLngBounds(points), { padding: [FIT_PADDING, FIT_PADDING] });
    else if (points.length === 1 && centreLat === undefined) map.setView(points[0]!, USER_ZOOM);
    return () => {
      clusters?.remove();
      clustersRef.current = null;
      for (const marker of markers.values()) marker.remove();
      markers.clear();
    };
  }, [listings, centreLat, centreLon, tileUrl, cluster]);

  // The selected marker is red with its popup open; the others are back to normal.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    clustersRef.current?.select(selectedId);
    for (const [id, marker] of markersRef.current) {
      const selected = id === selectedId;
      const icon = selected ? selectedIcon : restaurantIcon;
      // Only changed markers get a new icon element; a focused one is focused again.
      if (marker.options.icon !== icon) {
        const hadFocus = marker.getElement() === document.activeElement;
        marker.setIcon(icon);
        if (hadFocus) marker.getElement()?.focus();
        marker.setZIndexOffset(selected ? 1000 : 0);
      }
      if (selected && !marker.isPopupOpen()) marker.openPopup();
    }
    if (!selectedId || !markersRef.current.has(selectedId)) map.closePopup();
  }, [selectedId, listings, centreLat, centreLon, tileUrl, cluster]);

  return (
    <div
      ref={containerRef}
      className={mapFrameClassName}
      style={{ height }}
      role="region"
      aria-label="Map of restaurants"
    />
  );
}
