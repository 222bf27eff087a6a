import type { Restaurant } from '@dd/contracts';
import { draftFromRestaurant, emptyRestaurantDraft } from './restaurantDraft';

const restaurant: Restaurant = {
  diaryId: 'u1',
  _id: '64b000000000000000000001',
  name: 'Casa Nonna',
  address: '1 Main St',
  phone: '555-0100',
  website: 'https://casanonna.example',
  cuisine: 'Italian',
  notes: 'Ask for the terrace',
  mapsUrl: '',
  date: '2024-03-09',
  isThumbsUp: true,
  wantToGo: false,
  yelpId: 'casa-nonna-boise',
  lat: 43.6,
  long: -116.2,
  restaurantImages: [{ url: '/api/uploads/images/a.jpg', isPrimary: true, caption: 'Front' }],
  imageUrl: null,
};

describe('emptyRestaurantDraft', () => {
  it('is blank, unrated, unlinked and first visited today', () => {
    expect(emptyRestaurantDraft(new Date(2024, 4, 7, 9))).toEqual({
      name: '',
      address: '',
      phone: '',
      website: '',
      cuisine: '',
      notes: '',
      date: '2024-05-07',
      isThumbsUp: null,
      wantToGo: false,
      yelpId: null,
      lat: null,
      long: null,
      restaurantImages: [],
      tags: [],
    });
  });
});

describe('draftFromRestaurant', () => {
  it('copies the fields and the selected tags', () => {
    const tags = [{ _id: 't1', diaryId: 'u1', name: 'Date night' }];
    const draft = draftFromRestaurant(restaurant, tags);
    expect(draft).toMatchObject({
      name: 'Casa Nonna',
      address: '1 Main St',
      phone: '555-0100',
      website: 'https://casanonna.example',
      cuisine: 'Italian',
      notes: 'Ask for the terrace',
      date: '2024-03-09',
      isThumbsUp: true,
      wantToGo: false,
      yelpId: 'casa-nonna-boise',
      lat: 43.6,
      long: -116.2,
      restaurantImages: restaurant.restaurantImages,
      tags,
    });
    expect(draft.tags).not.toBe(tags);
  });

  it('turns a legacy imageUrl without an image list into one primary image', () => {
    const draft = draftFromRestaurant(
      { ...restaurant, restaurantImages: [], imageUrl: '/api/uploads/images/old.jpg' },
      [],
    );
    expect(draft.restaurantImages).toEqual([
      { url: '/api/uploads/images/old.jpg', isPrimary: true, caption: '' },
    ]);
  });

  it('leaves out an image the API would refuse', () => {
    const draft = draftFromRestaurant(
      {
        ...restaurant,
        restaurantImages: [
          { url: 'javascript:alert(1)', isPrimary: true, caption: '' },
          { url: '/api/uploads/images/b.jpg', isPrimary: false, caption: 'Patio' },
        ],
      },
      [],
    );
    expect(draft.restaurantImages.map((image) => image.url)).toEqual(['/api/uploads/images/b.jpg']);
  });

  it('keeps the calendar day of a full date-time and defaults a missing date to today', () => {
    expect(draftFromRestaurant({ ...restaurant, date: '2024-03-09T22:00:00.000Z' }, []).date).toBe(
      '2024-03-09',
    );
    expect(draftFromRestaurant({ ...restaurant, date: '' }, [], new Date(2024, 0, 2)).date).toBe(
      '2024-01-02',
    );
  });

  it('copies want-to-go', () => {
    expect(draftFromRestaurant({ ...restaurant, wantToGo: true }, []).wantToGo).toBe(true);
  });

  it('reads a missing rating as unrated and a missing want-to-go as visited', () => {
    const legacy = { ...restaurant } as Partial<Restaurant>;
    delete legacy.isThumbsUp;
    delete legacy.wantToGo;
    expect(draftFromRestaurant(legacy as Restaurant, []).isThumbsUp).toBeNull();
    expect(draftFromRestaurant(legacy as Restaurant, []).wantToGo).toBe(false);
  });
});
