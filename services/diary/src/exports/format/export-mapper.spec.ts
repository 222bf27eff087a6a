import { Types } from 'mongoose';
import {
  photoFilesOf,
  toExportedImages,
  toExportedMeal,
  toExportedProfile,
  toExportedRestaurant,
} from './export-mapper';
import { uploadedPhotoFile } from './photo-entries';

const id = new Types.ObjectId('0123456789abcdef01234567');
const at = new Date('2024-05-01T10:00:00.000Z');

describe('the diary.json mapper', () => {
  it('maps a stored restaurant, ids as strings and dates as ISO', () => {
    const exported = toExportedRestaurant({
      _id: id,
      diaryId: 'u1',
      userId: 'u1',
      name: 'Chez',
      nameKey: 'chez',
      address: 'A',
      phone: 'P',
      website: 'W',
      cuisine: 'C',
      notes: 'N',
      mapsUrl: 'https://maps.app.goo.gl/AbC',
      date: '2024-05-01',
      isThumbsUp: true,
      wantToGo: true,
      yelpId: 'y-1',
      lat: 1.5,
      long: -2.5,
      restaurantImages: [
        { url: '/api/uploads/images/AbC_-1.jpg', isPrimary: true, caption: 'Front' },
      ],
      imageUrl: null,
      importedFrom: 'google-maps',
      createdAt: at,
      updatedAt: at,
    });
    expect(exported).toEqual({
      id: '0123456789abcdef01234567',
      name: 'Chez',
      address: 'A',
      phone: 'P',
      website: 'W',
      cuisine: 'C',
      notes: 'N',
      mapsUrl: 'https://maps.app.goo.gl/AbC',
      date: '2024-05-01',
      isThumbsUp: true,
      wantToGo: true,
      yelpId: 'y-1',
      lat: 1.5,
      long: -2.5,
      restaurantImages: [
        {
          url: '/api/uploads/images/AbC_-1.jpg',
          isPrimary: true,
          caption: 'Front',
          photo: 'photos/AbC_-1.jpg',
        },
      ],
      createdAt: '2024-05-01T10:00:00.000Z',
      updatedAt: '2024-05-01T10:00:00.000Z',
    });
    expect(exported).not.toHaveProperty('userId');
    expect(exported).not.toHaveProperty('importedFrom');
  });

  it('gives a restaurant stored before Maps links an empty mapsUrl', () => {
    const stored = {
      _id: id,
      diaryId: 'u1',
      userId: 'u1',
      name: 'Old',
      nameKey: 'old',
      date: '2020-01-01',
    } as unknown as Parameters<typeof toExportedRestaurant>[0];
    expect(toExportedRestaurant(stored)).toMatchObject({ mapsUrl: '', yelpId: null });
  });

  it('turns a legacy imageUrl into one primary image and keeps the meal restaurant id', () => {
    const meal = toExportedMeal({
      _id: id,
      diaryId: 'u1',
      userId: 'u1',
      name: 'Soup',
      nameKey: 'soup',
      restaurantId: new Types.ObjectId('abcdefabcdefabcdefabcdef'),
      date: '2024-05-02',
      isThumbsUp: null,
      notes: '',
      mealImages: [],
      imageUrl: 'https://x.test/old.jpg',
      price: null,
    });
    expect(meal).toMatchObject({
      restaurantId: 'abcdefabcdefabcdefabcdef',
      mealImages: [{ url: 'https://x.test/old.jpg', isPrimary: true, caption: '', photo: null }],
      price: null,
      companions: [],
      createdAt: null,
    });
  });

  it('carries a meal price as amount and currency, and null for a meal stored before prices', () => {
    const stored = {
      _id: id,
      diaryId: 'u1',
      userId: 'u1',
      name: 'Ramen',
      nameKey: 'ramen',
      restaurantId: null,
      date: '2024-05-02',
      isThumbsUp: null,
      notes: '',
      mealImages: [],
      imageUrl: null,
    };
    expect(toExportedMeal({ ...stored, price: { amount: 18.5, currency: 'USD' } }).price).toEqual({
      amount: 18.5,
      currency: 'USD',
    });
    expect(
      toExportedMeal(stored as unknown as Parameters<typeof toExportedMeal>[0]).price,
    ).toBeNull();
  });

  it('carries companions as written, and [] for a meal stored before companions', () => {
    const stored = {
      _id: id,
      diaryId: 'u1',
      userId: 'u1',
      name: 'Ramen',
      nameKey: 'ramen',
      restaurantId: null,
      date: '2024-05-02',
      isThumbsUp: null,
      notes: '',
      mealImages: [],
      imageUrl: null,
      price: null,
    };
    expect(
      toExportedMeal({ ...stored, companions: ['Sam', 'alex'], companionKeys: ['sam', 'alex'] }),
    ).toMatchObject({ companions: ['Sam', 'alex'] });
    expect(toExportedMeal({ ...stored, companions: ['Sam'] })).not.toHaveProperty('companionKeys');
    expect(toExportedMeal(stored).companions).toEqual([]);
  });

  it('maps the profile from the token user', () => {
    expect(
      toExportedProfile({
        id: 'u1',
        email: 'a@b.test',
        fullName: 'Ada',
        newsletter: true,
        currency: 'EUR',
        userImages: [{ url: '/api/uploads/images/me.webp' }],
      }),
    ).toEqual({
      id: 'u1',
      email: 'a@b.test',
      fullName: 'Ada',
      newsletter: true,
      currency: 'EUR',
      userImages: [
        {
          url: '/api/uploads/images/me.webp',
          isPrimary: false,
          caption: '',
          photo: 'photos/me.webp',
        },
      ],
    });
  });

  it('takes photos only from our own upload URLs, never paths or other hosts', () => {
    expect(uploadedPhotoFile('/api/uploads/images/AbC_-1.jpg')).toBe('AbC_-1.jpg');
    for (const url of [
      '/api/uploads/images/../../etc/passwd',
      '/api/uploads/images/a/b.jpg',
      'https://evil.test/api/uploads/images/a.jpg',
      '/api/uploads/images/a.jpg?w=320',
      '/api/uploads/images/.jpg',
    ])
      expect(uploadedPhotoFile(url)).toBeUndefined();
    expect(
      photoFilesOf(
        toExportedImages([{ url: '/api/uploads/images/a.jpg' }, { url: 'https://x.test/b.jpg' }]),
      ),
    ).toEqual(['a.jpg']);
  });
});
