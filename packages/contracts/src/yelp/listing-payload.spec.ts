import { createRestaurantSchema } from '../diary/restaurants';
import { listingAddress, restaurantPayloadFromListing, type YelpListing } from './listing-payload';

function aListing(overrides: Partial<YelpListing> & { id: string; name: string }): YelpListing {
  return {
    image_url: `https://images.example.com/${overrides.id}.jpg`,
    url: `https://www.yelp.com/biz/${overrides.id}`,
    phone: '+12085550100',
    location: {
      address1: '100 Main St',
      address2: '',
      address3: null,
      city: 'Boise',
      state: 'ID',
      zip_code: '83702',
    },
    coordinates: { latitude: 43.6155, longitude: -116.203 },
    ...overrides,
  };
}

it('joins the non-empty location parts with commas', () => {
  expect(
    listingAddress({
      id: 'x',
      name: 'X',
      location: {
        address1: '1 Main St',
        address2: '',
        address3: null,
        city: 'Boise',
        state: 'ID',
        zip_code: '83702',
      },
    }),
  ).toBe('1 Main St, Boise, ID, 83702');
  expect(listingAddress({ id: 'x', name: 'X' })).toBe('');
});

it('maps a listing to the discovery payload, the image primary and captioned with the name', () => {
  const payload = restaurantPayloadFromListing(
    aListing({ id: 'golden-dragon', name: 'Golden Dragon' }),
  );
  expect(payload).toEqual({
    name: 'Golden Dragon',
    address: '100 Main St, Boise, ID, 83702',
    phone: '+12085550100',
    website: 'https://www.yelp.com/biz/golden-dragon',
    lat: 43.6155,
    long: -116.203,
    yelpId: 'golden-dragon',
    restaurantImages: [
      {
        url: 'https://images.example.com/golden-dragon.jpg',
        isPrimary: true,
        caption: 'Golden Dragon',
      },
    ],
  });
  expect(createRestaurantSchema.safeParse(payload).success).toBe(true);
});

it('leaves out the image when there is none or it may not be stored, and a non-web link', () => {
  const withoutImage = restaurantPayloadFromListing(
    aListing({ id: 'a', name: 'A', image_url: '' }),
  );
  expect(withoutImage).not.toHaveProperty('restaurantImages');
  const foreignHttp = restaurantPayloadFromListing(
    aListing({
      id: 'b',
      name: 'B',
      image_url: 'http://tracker.example.com/x.jpg',
      url: 'javascript:x',
    }),
  );
  expect(foreignHttp).not.toHaveProperty('restaurantImages');
  expect(foreignHttp.website).toBe('');
  expect(createRestaurantSchema.safeParse(foreignHttp).success).toBe(true);
});

it('sends null coordinates and empty texts for a sparse listing', () => {
  expect(restaurantPayloadFromListing({ id: 'c', name: ' C ' })).toEqual({
    name: 'C',
    address: '',
    phone: '',
    website: '',
    lat: null,
    long: null,
    yelpId: 'c',
  });
});
