import type { Restaurant } from '@dd/contracts';
import { draftFromRestaurant, emptyRestaurantDraft, localDiaryDate } from './restaurantDraft';

const restaurant: Restaurant = {
  _id: '64b000000000000000000001',
  name: 'Casa Nonna',
  address: '1 Main St',
  phone: '555-0100',
  website: 'https://casanonna.example',
  cuisine: 'Italian',
  notes: 'Ask for the terrace',
  date: '2024-03-09',
  isThumbsUp: true,
  yelpId: 'casa-nonna-boise',
  lat: 43.6,
  long: -116.2,
  restaurantImages: [{ url: '/api/uploads/images/a.jpg', isPrimary: true, caption: 'Front' }],
  imageUrl: null,
};

describe('localDiaryDate', () => {
  it("uses the user's own calendar day, not the UTC one", () => {
    // 23:30 local on 31 Dec is already 1 Jan in UTC for zones east of it and vice versa.
    expect(localDiaryDate(new Date(2024, 11, 31, 23, 30))).toBe('2024-12-31');
    expect(localDiaryDate(new Date(2025, 0, 1, 0, 15))).toBe('2025-01-01');
  });
});

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
    const tags = [{ _id: 't1', name: 'Date night' }];
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

  it('keeps the calendar day of a full date-time and defaults a missing date to today', () => {
    expect(draftFromRestaurant({ ...restaurant, date: '2024-03-09T22:00:00.000Z' }, []).date).toBe(
      '2024-03-09',
    );
    expect(draftFromRestaurant({ ...restaurant, date: '' }, [], new Date(2024, 0, 2)).date).toBe(
      '2024-01-02',
    );
  });

  it('reads a missing rating as unrated', () => {
    const legacy = { ...restaurant } as Partial<Restaurant>;
    delete legacy.isThumbsUp;
    expect(draftFromRestaurant(legacy as Restaurant, []).isThumbsUp).toBeNull();
  });
});
