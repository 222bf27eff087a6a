import { CLUSTER_OPTIONS, clusterLabel, clusterPins, type BoundingBox } from './clusters';

const WORLD: BoundingBox = [-180, -85, 180, 85];
// Two places across the street from each other, and one 2 km away.
const PIZZA = { id: 'pizza', latitude: 43.6155, longitude: -116.203 };
const PASTA = { id: 'pasta', latitude: 43.6156, longitude: -116.2031 };
const FAR = { id: 'far', latitude: 43.633, longitude: -116.203 };

it('merges neighbours into a cluster that says how many and where it splits', () => {
  const groups = clusterPins([PIZZA, PASTA, FAR]).groups(WORLD, 14);
  expect(groups).toHaveLength(2);
  const cluster = groups.find((group) => group.kind === 'cluster');
  expect(cluster).toMatchObject({ kind: 'cluster', count: 2 });
  expect(cluster!.kind === 'cluster' && cluster!.expansionZoom).toBeGreaterThan(14);
  expect(groups).toContainEqual({ kind: 'pin', id: 'far' });
});

it('shows every pin on its own past the last clustered zoom, fractional zooms rounded down', () => {
  const index = clusterPins([PIZZA, PASTA, FAR]);
  expect(index.groups(WORLD, CLUSTER_OPTIONS.maxZoom + 1)).toEqual(
    expect.arrayContaining([
      { kind: 'pin', id: 'pizza' },
      { kind: 'pin', id: 'pasta' },
      { kind: 'pin', id: 'far' },
    ]),
  );
  expect(index.groups(WORLD, 14.9)).toEqual(index.groups(WORLD, 14));
});

it('returns only what lies in the bounding box', () => {
  const southOfFar: BoundingBox = [-116.3, 43.6, -116.1, 43.62];
  expect(clusterPins([PIZZA, FAR]).groups(southOfFar, 18)).toEqual([{ kind: 'pin', id: 'pizza' }]);
});

it('names a cluster by its count and what activating it does', () => {
  expect(clusterLabel(3)).toBe('3 restaurants here: zoom in');
});
