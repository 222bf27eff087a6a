import {
  companionsCellText,
  companionsOfCell,
  MEAL_CSV_COLUMNS,
  mealCsvRow,
  ratingText,
  RESTAURANT_CSV_COLUMNS,
  restaurantCsvRow,
} from './export-csv';
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
      price: null,
      companions: [],
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
      priceAmount: '',
      priceCurrency: '',
      companions: '',
    });
  });

  it('writes a meal price as its amount with 2 decimals and its currency, in the last columns', () => {
    const meal: ExportedMeal = {
      id: 'm2',
      name: 'Ramen',
      date: '2024-05-03',
      isThumbsUp: true,
      notes: '',
      restaurantId: null,
      mealImages: [],
      price: { amount: 18.5, currency: 'USD' },
      companions: [],
      createdAt: null,
      updatedAt: null,
    };
    const row = mealCsvRow(meal, '', []);
    expect(row).toMatchObject({ priceAmount: '18.50', priceCurrency: 'USD' });
    expect(mealCsvRow({ ...meal, price: { amount: 1200, currency: 'JPY' } }, '', [])).toMatchObject(
      { priceAmount: '1200.00', priceCurrency: 'JPY' },
    );
    expect(mealCsvRow({ ...meal, price: { amount: 0.07, currency: 'EUR' } }, '', [])).toMatchObject(
      { priceAmount: '0.07' },
    );
    expect(Object.keys(row)).toEqual([...MEAL_CSV_COLUMNS]);
    expect(MEAL_CSV_COLUMNS.slice(-3)).toEqual(['priceAmount', 'priceCurrency', 'companions']);
  });

  it('writes companions joined with "; ", escaping a semicolon or backslash in a name, and reads them back', () => {
    const lists = [
      [],
      ['Sam'],
      ['Sam', 'Alex'],
      ['Sam; Jr', 'back\\slash\\', 'semi;', ';'],
      ['  spaced? no: tidied', 'Émile'],
    ];
    const meal: ExportedMeal = {
      id: 'm3',
      name: 'Tacos',
      date: '2024-05-04',
      isThumbsUp: null,
      notes: '',
      restaurantId: null,
      mealImages: [],
      price: null,
      companions: [],
      createdAt: null,
      updatedAt: null,
    };
    expect(companionsCellText(['Sam', 'Alex'])).toBe('Sam; Alex');
    expect(companionsCellText(['Sam; Jr', 'A\\B'])).toBe('Sam\\; Jr; A\\\\B');
    for (const companions of lists) {
      const cell = mealCsvRow({ ...meal, companions }, '', []).companions as string;
      expect(companionsOfCell(cell)).toEqual(companions.map((name) => name.trim()));
    }
  });
});
