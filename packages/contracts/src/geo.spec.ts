import { distanceMeters, nearestPlaces } from './geo';

describe('distanceMeters', () => {
  it('measures along the globe: Boise to Portland is about 555 km', () => {
    const meters = distanceMeters(
      { lat: 43.615, long: -116.2023 },
      { lat: 45.5152, long: -122.6784 },
    );
    expect(meters / 1000).toBeCloseTo(555, -1);
  });

  it('is zero for the same point and about 111 m for a thousandth of a degree of latitude', () => {
    expect(distanceMeters({ lat: 10, long: 20 }, { lat: 10, long: 20 })).toBe(0);
    expect(distanceMeters({ lat: 10, long: 20 }, { lat: 10.001, long: 20 })).toBeCloseTo(111.2, 0);
  });
});

describe('nearestPlaces', () => {
  const here = { lat: 43.615, long: -116.2023 };
  const at = (id: string, dLat: number) => ({ id, lat: here.lat + dLat, long: here.long });

  it('keeps the places within reach, nearest first, at most max', () => {
    const places = [at('far', 0.1), at('b', 0.002), at('a', 0.001), at('c', 0.003)];
    expect(nearestPlaces(here, places, { withinMeters: 500, max: 2 }).map((p) => p.id)).toEqual([
      'a',
      'b',
    ]);
  });
});
