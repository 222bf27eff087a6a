import type { Category, Restaurant } from '@dd/contracts';
import type { Listing } from '../model/listing';

/** A complete listing as the yelp service answers it; overrides replace whole fields. */
export function aListing(overrides: Partial<Listing> & { id: string; name: string }): Listing {
  return {
    image_url: `https://images.example.com/${overrides.id}.jpg`,
    url: `https://www.yelp.com/biz/${overrides.id}`,
    rating: 4.5,
    review_count: 120,
    price: '$$',
    phone: '+12085550100',
    distance: 420,
    categories: [{ title: 'Pizza' }],
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

export const BOISE = { latitude: 43.615, longitude: -116.2023 };

export const PIZZA = aListing({ id: 'pizza-place-boise', name: 'Pizza Place' });
export const TACOS = aListing({
  id: 'taco-stand-boise',
  name: 'Taco Stand',
  image_url: '',
  price: undefined,
  rating: 3.5,
  review_count: 1,
  distance: 1530,
  categories: [{ title: 'Mexican' }, { title: 'Tacos' }],
  location: { address1: '5 Idaho St', city: 'Boise', state: 'ID', zip_code: '83702' },
  coordinates: { latitude: 43.62, longitude: -116.21 },
});
/** No coordinates: no marker. */
export const NOWHERE_CAFE = aListing({
  id: 'nowhere-cafe',
  name: 'Nowhere Cafe',
  coordinates: { latitude: 0, longitude: 0 },
});

export function aRestaurant(overrides: Partial<Restaurant> & { _id: string }): Restaurant {
  return {
    diaryId: 'u1',
    name: 'Somewhere',
    address: '',
    phone: '',
    website: '',
    cuisine: '',
    notes: '',
    mapsUrl: '',
    date: '2025-01-01',
    isThumbsUp: null,
    wantToGo: false,
    yelpId: null,
    lat: null,
    long: null,
    restaurantImages: [],
    imageUrl: null,
    ...overrides,
  };
}

export const CATEGORIES: Category[] = [
  { _id: 'c1', name: 'Late Night' },
  { _id: 'c2', name: 'Pizza' },
];
