import { Types } from 'mongoose';
import { splitByLocation, type LocatedFields } from './restaurant-locations';

const record = (fields: Partial<LocatedFields>): LocatedFields => ({
  _id: new Types.ObjectId(),
  name: 'Chez Panisse',
  isThumbsUp: null,
  wantToGo: false,
  lat: null,
  long: null,
  ...fields,
});

describe('splitByLocation', () => {
  it('answers the restaurants with both coordinates as places and counts the others', () => {
    const located = record({ name: 'Located', isThumbsUp: true, lat: 37.88, long: -122.27 });
    const result = splitByLocation([
      located,
      record({ lat: 37.88, long: null }),
      record({ lat: null, long: -122.27 }),
      record({}),
    ]);
    expect(result).toEqual({
      places: [
        {
          _id: located._id.toHexString(),
          name: 'Located',
          isThumbsUp: true,
          wantToGo: false,
          lat: 37.88,
          long: -122.27,
        },
      ],
      withoutLocation: 3,
    });
  });

  it('counts (0, 0) as no location but keeps a real place on the equator or meridian', () => {
    const result = splitByLocation([
      record({ lat: 0, long: 0 }),
      record({ lat: 0, long: 32.5 }),
      record({ lat: 51.48, long: 0 }),
    ]);
    expect(result.places.map(({ lat, long }) => [lat, long])).toEqual([
      [0, 32.5],
      [51.48, 0],
    ]);
    expect(result.withoutLocation).toBe(1);
  });

  it('reads a missing thumbs rating as unrated', () => {
    const missing = {
      ...record({ lat: 1, long: 2 }),
      isThumbsUp: undefined,
    } as unknown as LocatedFields;
    expect(splitByLocation([missing]).places[0]?.isThumbsUp).toBeNull();
  });

  it('marks places saved for later, a record from before the field as not', () => {
    const saved = record({ lat: 1, long: 2, wantToGo: true });
    const older = {
      ...record({ lat: 3, long: 4 }),
      wantToGo: undefined,
    } as unknown as LocatedFields;
    expect(splitByLocation([saved, older]).places.map((place) => place.wantToGo)).toEqual([
      true,
      false,
    ]);
  });
});
