import L from 'leaflet';
import { clusterLabel, clusterPins, type BoundingBox, type PinClusters } from '../model/clusters';
import type { Coordinates } from '../model/places';
import { isEnter } from './isEnter';

export type ClusteredMarker = { marker: L.Marker; at: Coordinates };

export type ClusterLayer = {
  /** The selected pin always stands alone, outside any cluster. */
  select(selectedId: string | null): void;
  remove(): void;
};

/** Clusters are drawn a little beyond the view, so a short pan shows no gap. */
const BOUNDS_PADDING = 0.25;

function boundingBox(map: L.Map): BoundingBox {
  const bounds = map.getBounds().pad(BOUNDS_PADDING);
  return [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];
}

function clusterIcon(count: number, className: string): L.DivIcon {
  const icon = document.createElement('span');
  icon.textContent = String(count);
  return L.divIcon({ html: icon, className, iconSize: [44, 44], iconAnchor: [22, 22] });
}

/**
 * Shows `markers` on `map`, merging the ones near each other into clusters
 * at the current zoom (redrawn after every move). Activating a cluster zooms
 * in to where it splits.
 */
export function clusterMarkers(
  map: L.Map,
  markers: ReadonlyMap<string, ClusteredMarker>,
  { clusterClassName }: { clusterClassName: string },
): ClusterLayer {
  let selectedId: string | null = null;
  let index: PinClusters = indexFor(null);
  // By cluster id, which holds while the index does: a kept cluster keeps its focus.
  const clusters = new Map<number, L.Marker>();

  function indexFor(selected: string | null): PinClusters {
    return clusterPins(
      [...markers].filter(([id]) => id !== selected).map(([id, { at }]) => ({ id, ...at })),
    );
  }

  function clearClusters() {
    for (const cluster of clusters.values()) cluster.remove();
    clusters.clear();
  }

  function draw() {
    const shown = new Set(selectedId && markers.has(selectedId) ? [selectedId] : []);
    const stale = new Map(clusters);
    for (const group of index.groups(boundingBox(map), map.getZoom())) {
      if (group.kind === 'pin') {
        shown.add(group.id);
        continue;
      }
      if (stale.delete(group.clusterId)) continue;
      const { latitude, longitude } = group.at;
      const zoomIn = () =>
        map.setView([latitude, longitude], Math.min(group.expansionZoom, map.getMaxZoom()));
      const cluster = L.marker([latitude, longitude], {
        icon: clusterIcon(group.count, clusterClassName),
        title: clusterLabel(group.count),
        riseOnHover: true,
      })
        .on('click', zoomIn)
        .on('keypress', (event) => {
          if (isEnter(event)) zoomIn();
        })
        .addTo(map);
      cluster.getElement()?.setAttribute('aria-label', clusterLabel(group.count));
      clusters.set(group.clusterId, cluster);
    }
    for (const [id, cluster] of stale) {
      cluster.remove();
      clusters.delete(id);
    }
    for (const [id, { marker }] of markers) {
      if (shown.has(id)) {
        if (!map.hasLayer(marker)) marker.addTo(map);
      } else if (map.hasLayer(marker)) marker.remove();
    }
  }

  map.on('moveend', draw);
  draw();
  return {
    select(id) {
      if (id === selectedId) return;
      selectedId = id;
      index = indexFor(id);
      clearClusters();
      draw();
    },
    remove() {
      map.off('moveend', draw);
      clearClusters();
    },
  };
}
