import type { Restaurant } from '@dd/contracts';
import { yelpLinkChanges } from './yelpLinkChanges';

const imported: Restaurant = {
  diaryId: 'u1',
  _id: '64b7f0c2a1b2c3d4e5f60801',
  name: 'Zuni Café',
  address: '',
  phone: '',
  website: '',
  cuisine: '',
  notes: 'Roast chicken',
  mapsUrl: 'https://www.google.com/maps/place/Zuni',
  date: '2026-11-22',
  isThumbsUp: null,
  wantToGo: false,
  yelpId: null,
  lat: null,
  long: null,
  restaurantImages: [],
  imageUrl: null,
};

const business = {
  id: 'zuni-cafe-sf',
  name: 'Zuni Cafe',
  url: 'https://www.yelp.com/biz/zuni-cafe-sf',
  phone: '+14155522522',
  photos: ['https://s3-media0.fl.yelpcdn.com/bphoto/z/o.jpg'],
  categories: [{ title: 'Mediterranean' }],
  location: { address1: '1658 Market St', city: 'San Francisco', state: 'CA', zip_code: '94102' },
  coordinates: { latitude: 37.7735, longitude: -122.4216 },
};

describe('yelpLinkChanges', () => {
  it("fills what an imported place lacks and keeps the user's name and notes", () => {
    expect(yelpLinkChanges(imported, business)).toEqual({
      yelpId: 'zuni-cafe-sf',
      lat: 37.7735,
      long: -122.4216,
      address: '1658 Market St, San Francisco, CA, 94102',
      phone: '+14155522522',
      website: 'https://www.yelp.com/biz/zuni-cafe-sf',
      cuisine: 'Mediterranean',
      restaurantImages: [
        { url: 'https://s3-media0.fl.yelpcdn.com/bphoto/z/o.jpg', isPrimary: true, caption: '' },
      ],
    });
  });

  it('never overwrites what the restaurant already has', () => {
    const filled: Restaurant = {
      ...imported,
      address: 'Market St',
      phone: '555',
      restaurantImages: [{ url: '/api/uploads/images/a.jpg', isPrimary: true, caption: '' }],
    };
    const changes = yelpLinkChanges(filled, { ...business, coordinates: null });
    expect(changes).toEqual({
      yelpId: 'zuni-cafe-sf',
      lat: null,
      long: null,
      website: 'https://www.yelp.com/biz/zuni-cafe-sf',
      cuisine: 'Mediterranean',
    });
  });
});
