import type { YelpListing } from '@dd/contracts/rules';
import { findPhotoPlace, nearestListing, photoPlace, photoPlaceName } from './nearestPlace';

const PHOTO = { lat: 43.615, long: -116.2023 };
/** `meters` north of the photo (1 degree of latitude is about 111.2 km). */
const north = (meters: number) => ({ lat: PHOTO.lat + meters / 111_195, long: PHOTO.long });

const own = (name: string, meters: number) => ({ _id: `id-${name}`, name, ...north(meters) });
function listing(id: string, meters: number): YelpListing {
  const { lat, long } = north(meters);
  return { id, name: `Listing ${id}`, coordinates: { latitude: lat, longitude: long } };
}

describe('photoPlace', () => {
  it("suggests the nearest of the user's restaurants within 150 m", () => {
    expect(photoPlace(PHOTO, [own('Far', 140), own('Near', 40)], [])).toEqual({
      kind: 'restaurant',
      restaurant: { _id: 'id-Near', name: 'Near' },
    });
  });

  it("prefers the user's restaurant to a nearer Yelp listing", () => {
    expect(photoPlace(PHOTO, [own('Mine', 120)], [listing('y', 5)])).toMatchObject({
      kind: 'restaurant',
      restaurant: { name: 'Mine' },
    });
  });

  it("falls back to the nearest Yelp listing when no restaurant of the user's is within 150 m", () => {
    expect(photoPlace(PHOTO, [own('Beyond', 160)], [listing('b', 100), listing('a', 30)])).toEqual({
      kind: 'yelp',
      listing: listing('a', 30),
    });
  });

  it('suggests nothing beyond 150 m', () => {
    expect(photoPlace(PHOTO, [own('Beyond', 155)], [listing('x', 151)])).toBeNull();
  });
});

describe('nearestListing', () => {
  it('skips listings without coordinates or at (0, 0)', () => {
    const unlocated: YelpListing = { id: 'u', name: 'U', coordinates: null };
    const zero: YelpListing = { id: 'z', name: 'Z', coordinates: { latitude: 0, longitude: 0 } };
    expect(nearestListing({ lat: 0.0001, long: 0 }, [unlocated, zero])).toBeNull();
    expect(nearestListing(PHOTO, [unlocated, listing('ok', 80)])?.id).toBe('ok');
  });
});

describe('findPhotoPlace', () => {
  it('is at the place within 150 m', () => {
    expect(findPhotoPlace(PHOTO, [own('Mine', 120)], [listing('y', 5)])).toMatchObject({
      kind: 'at',
      place: { kind: 'restaurant', restaurant: { name: 'Mine' } },
    });
  });

  it('offers the nearest three within 1 km, with their distance, when none is that near', () => {
    const finding = findPhotoPlace(
      PHOTO,
      [own('Own far', 700)],
      [listing('a', 154), listing('b', 420), listing('c', 990), listing('d', 1200)],
    );
    expect(finding.kind).toBe('near');
    if (finding.kind !== 'near') return;
    expect(finding.candidates.map(({ place }) => photoPlaceName(place))).toEqual([
      'Listing a',
      'Listing b',
      'Own far',
    ]);
    expect(finding.candidates.map(({ meters }) => Math.round(meters))).toEqual([154, 420, 700]);
  });

  it('lets the user’s restaurant stand for a listing of the same name', () => {
    const finding = findPhotoPlace(PHOTO, [own('listing HARBOR', 300)], [listing('harbor', 290)]);
    expect(finding).toMatchObject({
      kind: 'near',
      candidates: [{ place: { kind: 'restaurant', restaurant: { name: 'listing HARBOR' } } }],
    });
    expect(finding.kind === 'near' && finding.candidates).toHaveLength(1);
  });

  it('says none was found beyond 1 km', () => {
    expect(findPhotoPlace(PHOTO, [own('Far', 1500)], [listing('x', 1001)])).toEqual({
      kind: 'none',
    });
  });
});
