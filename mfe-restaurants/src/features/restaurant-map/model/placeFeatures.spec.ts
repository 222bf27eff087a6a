import type { RestaurantPlace } from '@dd/contracts';
import { clusterSize, placeFeatures, placesBounds } from './placeFeatures';

const place = (name: string, lat: number, long: number): RestaurantPlace => ({
  _id: name,
  name,
  isThumbsUp: null,
  wantToGo: false,
  lat,
  long,
});

describe('placeFeatures', () => {
  it('makes GeoJSON points, longitude first, carrying the place', () => {
    const tartine = place('Tartine', 37.76, -122.42);
    expect(placeFeatures([tartine])).toEqual([
      {
        type: 'Feature',
        properties: { place: tartine },
        geometry: { type: 'Point', coordinates: [-122.42, 37.76] },
      },
    ]);
  });
});

describe('placesBounds', () => {
  it('spans every place as [[south, west], [north, east]]', () => {
    expect(
      placesBounds([place('a', 37.7, -122.5), place('b', 40.7, -74), place('c', 34, -118.2)]),
    ).toEqual([
      [34, -122.5],
      [40.7, -74],
    ]);
  });

  it('is null without places', () => {
    expect(placesBounds([])).toBeNull();
  });
});

describe('clusterSize', () => {
  it('grows with the count', () => {
    expect([2, 9, 10, 99, 100, 800].map(clusterSize)).toEqual([
      'small',
      'small',
      'medium',
      'medium',
      'large',
      'large',
    ]);
  });
});
