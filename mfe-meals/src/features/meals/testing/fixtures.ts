import type { Meal, Restaurant, Tag } from '@dd/contracts';

export const MEAL_ID = '64b7f0c2a1b2c3d4e5f60999';
export const NEW_MEAL_ID = '64b7f0c2a1b2c3d4e5f6abcd';
export const RESTAURANT_ID = '64b7f0c2a1b2c3d4e5f60718';
export const OTHER_RESTAURANT_ID = '64b7f0c2a1b2c3d4e5f60719';

export const TAGS: Tag[] = [
  { _id: '64b7f0c2a1b2c3d4e5f60001', diaryId: 'u1', name: 'Spicy' },
  { _id: '64b7f0c2a1b2c3d4e5f60002', diaryId: 'u1', name: 'Vegetarian' },
];

/** An uploaded image's URL, as POST /api/uploads/proxy answers it. */
export const uploaded = (name: string) => `/api/uploads/images/${name}.jpg`;

export function aMeal(overrides: Partial<Meal> = {}): Meal {
  return {
    diaryId: 'u1',
    _id: MEAL_ID,
    name: 'Mapo tofu',
    date: '2024-03-02',
    isThumbsUp: null,
    notes: '',
    restaurantId: { _id: RESTAURANT_ID, name: 'Sichuan House' },
    mealImages: [],
    imageUrl: null,
    price: null,
    companions: [],
    ...overrides,
  };
}

export function aRestaurant(overrides: Partial<Restaurant> = {}): Restaurant {
  return {
    diaryId: 'u1',
    _id: RESTAURANT_ID,
    name: 'Sichuan House',
    address: '12 Main St, Boise, ID',
    phone: '',
    website: '',
    cuisine: 'Sichuan',
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
    ...overrides,
  };
}
