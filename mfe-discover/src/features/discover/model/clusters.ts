import Supercluster from 'supercluster';
import type { Coordinates } from './places';

/**
 * Pins closer than this many pixels merge into a cluster; from zoom 17 on,
 * every pin stands alone (a city block fits the screen).
 */
export const CLUSTER_OPTIONS = { radius: 60, maxZoom: 16, minPoints: 2 } as const;

export type PinPoint = { id: string } & Coordinates;

/** What the map draws at a zoom: a cluster of pins, or one pin. */
export type MapGroup =
  | { kind: 'cluster'; clusterId: number; count: number; expansionZoom: number; at: Coordinates }
  | { kind: 'pin'; id: string };

/** [west, south, east, north], as the map's bounds give them. */
export type BoundingBox = [number, number, number, number];

export type PinClusters = {
  /** The clusters and lone pins inside `bbox` at `zoom` (rounded down to a whole level). */
  groups(bbox: BoundingBox, zoom: number): MapGroup[];
};

/** Indexes the pins for clustering. */
export function clusterPins(points: readonly PinPoint[]): PinClusters {
  const index = new Supercluster<{ id: string }>(CLUSTER_OPTIONS);
  index.load(
    points.map(({ id, latitude, longitude }) => ({
      type: 'Feature',
      properties: { id },
      geometry: { type: 'Point', coordinates: [longitude, latitude] },
    })),
  );
  return {
    groups(bbox, zoom) {
      return index.getClusters(bbox, Math.floor(zoom)).map((feature): MapGroup => {
        const [longitude, latitude] = feature.geometry.coordinates as [number, number];
        const properties = feature.properties;
        if ('cluster' in properties && properties.cluster) {
          return {
            kind: 'cluster',
            clusterId: properties.cluster_id,
            count: properties.point_count,
            expansionZoom: index.getClusterExpansionZoom(properties.cluster_id),
            at: { latitude, longitude },
          };
        }
        return { kind: 'pin', id: (properties as { id: string }).id };
      });
    },
  };
}

/** A cluster's accessible name: how many, and what activating it does. */
export function clusterLabel(count: number): string {
  return `${count} restaurants here: zoom in`;
}
