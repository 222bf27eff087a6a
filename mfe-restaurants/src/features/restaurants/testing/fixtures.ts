import type { Meal, Restaurant, SummaryDish, YelpBusinessDetails, YelpReview } from '@dd/contracts';

export const RESTAURANT_ID = '64b7f0c2a1b2c3d4e5f60718';

export function aRestaurant(overrides: Partial<Restaurant> = {}): Restaurant {
  return {
    diaryId: 'u1',
    _id: RESTAURANT_ID,
    name: 'Chez Panisse',
    address: '1517 Shattuck Ave, Berkeley, CA',
    phone: '(510) 548-5525',
    website: 'chezpanisse.com',
    cuisine: 'Californian',
    notes: '',
    mapsUrl: '',
    date: '2024-03-01',
    isThumbsUp: null,
    wantToGo: false,
    yelpId: null,
    lat: null,
    long: null,
    restaurantImages: [],
    imageUrl: null,
    tags: [],
    ...overrides,
  };
}

export function aMeal(overrides: Partial<Meal> = {}): Meal {
  return {
    diaryId: 'u1',
    _id: '64b7f0c2a1b2c3d4e5f60999',
    name: 'Garden salad',
    date: '2024-03-02',
    isThumbsUp: null,
    notes: '',
    restaurantId: { _id: RESTAURANT_ID, name: 'Chez Panisse' },
    mealImages: [],
    imageUrl: null,
    ...overrides,
  };
}

export function aYelpReview(overrides: Partial<YelpReview> = {}): YelpReview {
  return {
    id: 'review-1',
    url: 'https://www.yelp.com/biz/chez-panisse-berkeley?hrid=1',
    text: 'Lovely evening.',
    rating: 5,
    time_created: '2024-01-10 19:00:00',
    user: {
      id: 'u1',
      profile_url: 'https://www.yelp.com/user_details?userid=u1',
      image_url: null,
      name: 'Ann K.',
    },
    ...overrides,
  };
}

export function aYelpBusiness(overrides: Partial<YelpBusinessDetails> = {}): YelpBusinessDetails {
  return {
    id: 'chez-panisse-berkeley',
    alias: 'chez-panisse-berkeley',
    name: 'Chez Panisse',
    image_url: 'https://s3-media0.fl.yelpcdn.com/bphoto/a/o.jpg',
    is_closed: false,
    url: 'https://www.yelp.com/biz/chez-panisse-berkeley',
    review_count: 2345,
    categories: [{ alias: 'californian', title: 'Californian' }],
    rating: 4.5,
    coordinates: { latitude: 37.8796, longitude: -122.2689 },
    transactions: [],
    price: '$$$$',
    location: {
      address1: '1517 Shattuck Ave',
      address2: null,
      address3: null,
      city: 'Berkeley',
      zip_code: '94709',
      country: 'US',
      state: 'CA',
      display_address: ['1517 Shattuck Ave', 'Berkeley, CA 94709'],
    },
    phone: '+15105485525',
    display_phone: '(510) 548-5525',
    photos: [],
    hours: [
      {
        open: [
          { is_overnight: false, start: '1730', end: '2200', day: 1 },
          { is_overnight: false, start: '1100', end: '1430', day: 1 },
          { is_overnight: false, start: '1730', end: '2200', day: 5 },
        ],
        hours_type: 'REGULAR',
        is_open_now: false,
      },
    ],
    ...overrides,
  };
}

export function aSummaryDish(overrides: Partial<SummaryDish> = {}): SummaryDish {
  return {
    name: 'Garden salad',
    date: '2024-03-02',
    mealId: 'm1',
    imageUrl: null,
    ...overrides,
  };
}
