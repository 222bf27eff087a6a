import { mealCsvRow, ratingText, RESTAURANT_CSV_COLUMNS, restaurantCsvRow } from './export-csv';
import type { ExportedMeal, ExportedRestaurant } from './diary-export.schema';

const restaurant: ExportedRestaurant = {
  id: 'r1',
  name: 'Chez',
  address: '1 Main St',
  phone: '',
  website: '',
  cuisine: 'French',
  notes: '',
  mapsUrl: '',
  date: '2024-05-01',
  isThumbsUp: false,
  wantToGo: false,
  yelpId: null,
  lat: 37.5,
  long: -122.25,
  restaurantImages: [
    { url: '/api/uploads/images/a.jpg', isPrimary: true, caption: '', photo: 'photos/a.jpg' },
    { url: 'https://x.test/b.jpg', isPrimary: false, caption: '', photo: null },
  ],
  createdAt: null,
  updatedAt: null,
};

describe('CSV rows', () => {
  it('writes ratings as up, down or nothing', () => {
    expect([true, false, null].map(ratingText)).toEqual(['up', 'down', '']);
  });

  it('joins tags and photos, keeps coordinates numbers, and blanks what is unset', () => {
    expect(restaurantCsvRow(restaurant, ['Date night', 'Cheap'])).toMatchObject({
      rating: 'down',
      lat: 37.5,
      long: -122.25,
      yelpId: '',
      tags: 'Date night; Cheap',
      photos: 'photos/a.jpg; https://x.test/b.jpg',
    });
    expect(restaurantCsvRow({ ...restaurant, lat: null, long: null }, [])).toMatchObject({
      lat: '',
      long: '',
      tags: '',
      mapsUrl: '',
    });
  });

  it('keeps the Google Maps link and then want-to-go last, after the first release ones', () => {
    const mapsUrl = 'https://www.google.com/maps/place/Chez';
    const row = restaurantCsvRow({ ...restaurant, mapsUrl }, []);
    expect(row.mapsUrl).toBe(mapsUrl);
    expect(RESTAURANT_CSV_COLUMNS.slice(-2)).toEqual(['mapsUrl', 'wantToGo']);
    expect(Object.keys(row)).toEqual([...RESTAURANT_CSV_COLUMNS]);
  });

  it('writes want-to-go as true or false', () => {
    expect(restaurantCsvRow({ ...restaurant, wantToGo: true }, []).wantToGo).toBe('true');
    expect(restaurantCsvRow(restaurant, []).wantToGo).toBe('false');
  });

  it('names the meal restaurant and leaves the id blank without one', () => {
    const meal: ExportedMeal = {
      id: 'm1',
      name: 'Soup',
      date: '2024-05-02',
      isThumbsUp: null,
      notes: 'Hot',
      restaurantId: null,
      mealImages: [],
      createdAt: null,
      updatedAt: null,
    };
    expect(mealCsvRow(meal, '', ['Lunch'])).toEqual({
      id: 'm1',
      date: '2024-05-02',
      name: 'Soup',
      restaurant: '',
      restaurantId: '',
      rating: '',
      tags: 'Lunch',
      notes: 'Hot',
      photos: '',
    });
  });
});
