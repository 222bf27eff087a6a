import L from 'leaflet';
import Supercluster, {
  type AnyProps,
  type ClusterFeature,
  type ClusterProperties,
  type PointFeature,
} from 'supercluster';
import { useEffect, useMemo, useRef } from 'react';
import type { RestaurantPlace } from '@dd/contracts';
import { createBaseMap, mapFrameClassName } from '@dd/map-kit';
import { classNames } from '@dd/ui-kit';
import { MAP_TEXTS } from '../model/mapTexts';
import { markerStyle } from '../model/markerTone';
import { placeFeatures, placesBounds } from '../model/placeFeatures';
import { clusterIcon, placeIcon } from './mapIcons';
import styles from './RestaurantMap.module.css';

/** product spec §9 Map: fit-to-bounds padding 50 px, zoom 14 on a single place. */
export const FIT_PADDING = 50;
export const SINGLE_PLACE_ZOOM = 14;
/** Clusters merge places within this many pixels, and split up for good above this zoom. */
export const CLUSTER_RADIUS = 60;
export const CLUSTER_MAX_ZOOM = 16;
/** Markers are kept for a margin around the view, so a short pan shows them at once. */
const VIEW_MARGIN = 0.25;

type PlaceProps = { place: RestaurantPlace };

export type RestaurantMapProps = {
  places: readonly RestaurantPlace[];
  /** Tile URL template from the runtime config. */
  tileUrl: string;
  /** Opens a restaurant's page (the popup's link). */
  onOpen: (id: string) => void;
  className?: string;
  /** The map's accessible name. */
  label?: string;
};

/** A place's popup: its name linking to its page, and its rating in words; built as text (never HTML). */
function popupContent(place: RestaurantPlace, onOpen: (id: string) => void): HTMLElement {
  const root = document.createElement('div');
  root.className = styles.popup!;
  const link = document.createElement('a');
  link.className = styles.popupLink!;
  link.href = `/restaurants/${encodeURIComponent(place._id)}`;
  link.textContent = place.name;
  link.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(place._id);
  });
  const rating = document.createElement('span');
  rating.textContent = markerStyle(place.isThumbsUp, place.wantToGo).label;
  root.append(link, rating);
  return root;
}

/**
 * The user's restaurants on a Leaflet map, clustered by supercluster. Only
 * the clusters and places around the view are on the map; after each move
 * the ones that changed are swapped, so panning over 800 places stays smooth.
 * A cluster zooms in on click; a place opens a popup linking to its page.
 */
export default function RestaurantMap({
  places,
  tileUrl,
  onOpen,
  className,
  label = MAP_TEXTS.mapLabel,
}: RestaurantMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onOpenRef.current = onOpen;
  });

  const index = useMemo(() => {
    const clusters = new Supercluster<PlaceProps>({
      radius: CLUSTER_RADIUS,
      maxZoom: CLUSTER_MAX_ZOOM,
    });
    clusters.load(placeFeatures(places));
    return clusters;
  }, [places]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = createBaseMap(container, { tileUrl, center: [20, 0], zoom: 2 });
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, [tileUrl]);

  // The places' markers and clusters, redrawn after every move.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const layer = L.layerGroup().addTo(map);
    const shown = new Map<string, L.Marker>();

    const markerFor = (
      feature: ClusterFeature<AnyProps> | PointFeature<PlaceProps>,
    ): [string, () => L.Marker] => {
      const [longitude, latitude] = feature.geometry.coordinates as [number, number];
      const position: L.LatLngTuple = [latitude, longitude];
      const properties = feature.properties as ClusterProperties | PlaceProps;
      if ('cluster' in properties && properties.cluster) {
        const { cluster_id: clusterId, point_count: count } = properties;
        return [
          `c${clusterId}`,
          () =>
            L.marker(position, {
              icon: clusterIcon(count),
              title: `${count} restaurants: zoom in`,
              alt: `${count} restaurants`,
              riseOnHover: true,
            }).on('click', () =>
              map.setView(
                position,
                Math.min(index.getClusterExpansionZoom(clusterId), CLUSTER_MAX_ZOOM + 1),
              ),
            ),
        ];
      }
      const { place } = properties as PlaceProps;
      return [
        `p${place._id}`,
        () =>
          L.marker(position, {
            icon: placeIcon(place.isThumbsUp, place.wantToGo),
            title: place.name,
            alt: `${place.name}, ${markerStyle(place.isThumbsUp, place.wantToGo).label}`,
            riseOnHover: true,
          }).bindPopup(() => popupContent(place, (id) => onOpenRef.current(id)), {
            autoPanPadding: [FIT_PADDING, FIT_PADDING],
          }),
      ];
    };

    const redraw = () => {
      const bounds = map.getBounds().pad(VIEW_MARGIN);
      const features = index.getClusters(
        [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
        Math.round(map.getZoom()),
      );
      const wanted = new Map(features.map(markerFor));
      for (const [key, marker] of shown)
        if (!wanted.has(key) && !marker.isPopupOpen()) {
          layer.removeLayer(marker);
          shown.delete(key);
        }
      for (const [key, create] of wanted)
        if (!shown.has(key)) {
          const marker = create();
          shown.set(key, marker);
          layer.addLayer(marker);
        }
    };

    const bounds = placesBounds(places);
    if (bounds && places.length > 1)
      map.fitBounds(bounds, { padding: [FIT_PADDING, FIT_PADDING], maxZoom: CLUSTER_MAX_ZOOM });
    else if (bounds) map.setView(bounds[0], SINGLE_PLACE_ZOOM);
    redraw();
    map.on('moveend', redraw);
    return () => {
      map.off('moveend', redraw);
      layer.remove();
    };
  }, [index, places, tileUrl]);

  return (
    <div
      ref={containerRef}
      className={classNames(mapFrameClassName, className)}
      role="region"
      aria-label={label}
      data-testid="restaurant-map"
    />
  );
}
