import type { RestaurantPlace } from '@dd/contracts';
import { savedPlacesNear } from './savedNearby';

const BOISE = { lat: 43.615, long: -116.2023 };
const north = (metres: number) => BOISE.lat + metres / 111_195;
const place = (name: string, metres: number): RestaurantPlace => ({
  _id: name,
  name,
  isThumbsUp: null,
  wantToGo: true,
  lat: north(metres),
  long: BOISE.long,
});

describe('savedPlacesNear', () => {
  it('keeps the places within the radius, nearest first', () => {
    const near = savedPlacesNear(
      [place('Far', 1500), place('Close', 200), place('Middle', 900)],
      BOISE,
      1000,
    );
    expect(near.map(({ place: { name } }) => name)).toEqual(['Close', 'Middle']);
    expect(near[0]!.metres).toBeCloseTo(200, 0);
  });

  it('is empty when nothing saved is that close', () => {
    expect(savedPlacesNear([place('Far', 5000)], BOISE, 500)).toEqual([]);
  });
});
