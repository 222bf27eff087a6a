import { googleMapsHref, isWantToGoList } from './google-maps';
import { createRestaurantSchema, updateRestaurantSchema } from './restaurants';

describe('googleMapsHref', () => {
  it.each([
    'https://www.google.com/maps/place/Chez+Panisse/data=!4m2!3m1!1s0x808',
    'https://www.google.com/maps/search/Zuni+Caf%C3%A9/@37.77,-122.42,17z',
    'http://google.com/maps?cid=123',
    'https://www.google.co.uk/maps/place/Dishoom',
    'https://google.com.au/maps/place/x',
    'https://maps.google.com/?cid=42',
    'https://maps.app.goo.gl/AbCdEf123',
    'https://goo.gl/maps/xyz',
  ])('keeps %j', (url) => {
    expect(googleMapsHref(url)).toBe(new URL(url).href);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    'ftp://www.google.com/maps/x',
    'https://www.google.com/search?q=zuni',
    'https://evil.example/maps/place/x',
    'https://google.com.evil.example/maps/x',
    'https://user:pw@www.google.com/maps/x',
    '/maps/place/x',
    'www.google.com/maps/place/x',
    '',
    null,
  ])('refuses %j', (url) => {
    expect(googleMapsHref(url)).toBeNull();
  });
});

describe('restaurant mapsUrl', () => {
  it('is optional, empty, or a Google Maps link', () => {
    expect(createRestaurantSchema.parse({ name: 'Zuni' }).mapsUrl).toBeUndefined();
    expect(updateRestaurantSchema.parse({ mapsUrl: null }).mapsUrl).toBe('');
    expect(updateRestaurantSchema.parse({ mapsUrl: ' https://maps.app.goo.gl/x ' }).mapsUrl).toBe(
      'https://maps.app.goo.gl/x',
    );
    expect(updateRestaurantSchema.safeParse({ mapsUrl: 'https://evil.example/' }).success).toBe(
      false,
    );
  });
});

describe('isWantToGoList', () => {
  it('knows the "Want to go" list by its file name, ignoring case, spaces and a folder', () => {
    for (const name of [
      'Want to go.csv',
      'want to go.CSV',
      '  Want  to go .csv',
      'Takeout/Saved/Want to go.csv',
      'C:\\Takeout\\Want to go.csv',
      'Want to go',
    ])
      expect(isWantToGoList(name)).toBe(true);
  });

  it('takes any other list, or no name, as a plain list', () => {
    for (const name of ['Favorite places.csv', 'Want to go later.csv', 'Starred places.csv', ''])
      expect(isWantToGoList(name)).toBe(false);
    expect(isWantToGoList(undefined)).toBe(false);
  });
});
