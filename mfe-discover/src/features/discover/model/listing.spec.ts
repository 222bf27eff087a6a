import {
  addressLine,
  categoryTitles,
  listingHref,
  listingImage,
  mapCoordinates,
  popupRatingText,
  priceLabel,
  reviewsLabel,
  streetAndCity,
  streetAddress,
  type Listing,
} from './listing';

const base: Listing = { id: 'x', name: 'X' };

it('reads the street and city, and the dropdown address line', () => {
  const listing: Listing = {
    ...base,
    location: {
      address1: ' 1 Main St ',
      address2: 'Suite 2',
      city: 'Boise',
      state: 'ID',
      zip_code: '83702',
    },
  };
  expect(streetAndCity(listing)).toBe('1 Main St, Boise');
  expect(streetAddress(listing)).toBe('1 Main St');
  expect(addressLine(listing)).toBe('1 Main St, Boise, ID, 83702');
  expect(addressLine({ ...base, location: { city: 'Boise', address1: null } })).toBe('Boise');
  expect(streetAndCity(base)).toBe('');
});

it("reads the price or 'N/A'", () => {
  expect(priceLabel({ ...base, price: '$$$' })).toBe('$$$');
  expect(priceLabel({ ...base, price: '' })).toBe('N/A');
  expect(priceLabel(base)).toBe('N/A');
});

it("writes the popup's rating line and the review count", () => {
  expect(popupRatingText({ ...base, rating: 4.5, review_count: 120 })).toBe(
    'Rating: 4.5 (120 reviews)',
  );
  expect(popupRatingText(base)).toBe('Rating: 0 (0 reviews)');
  expect(reviewsLabel({ ...base, review_count: 1 })).toBe('1 review');
  expect(reviewsLabel({ ...base, review_count: 7 })).toBe('7 reviews');
});

it('joins category titles', () => {
  expect(
    categoryTitles({
      ...base,
      categories: [{ title: 'Thai' }, { title: ' ' }, { title: 'Noodles' }],
    }),
  ).toBe('Thai, Noodles');
});

it('links and shows images only from web addresses', () => {
  expect(listingHref({ ...base, url: 'https://www.yelp.com/biz/x' })).toBe(
    'https://www.yelp.com/biz/x',
  );
  expect(listingHref({ ...base, url: 'javascript:alert(1)' })).toBeNull();
  expect(listingHref({ ...base, url: 'www.yelp.com/biz/x' })).toBeNull();
  expect(listingImage({ ...base, image_url: 'http://127.0.0.1:3010/yelp/photos/x.svg' })).toBe(
    'http://127.0.0.1:3010/yelp/photos/x.svg',
  );
  expect(listingImage({ ...base, image_url: 'data:image/png;base64,AAAA' })).toBeNull();
  expect(listingImage({ ...base, image_url: '' })).toBeNull();
});

it('places a marker only for non-zero coordinates', () => {
  expect(mapCoordinates({ ...base, coordinates: { latitude: 43.6, longitude: -116.2 } })).toEqual({
    latitude: 43.6,
    longitude: -116.2,
  });
  expect(mapCoordinates({ ...base, coordinates: { latitude: 0, longitude: -116.2 } })).toBeNull();
  expect(mapCoordinates({ ...base, coordinates: { latitude: 43.6, longitude: 0 } })).toBeNull();
  expect(mapCoordinates({ ...base, coordinates: { latitude: null, longitude: 1 } })).toBeNull();
  expect(mapCoordinates(base)).toBeNull();
});
