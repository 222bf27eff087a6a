import { aRestaurant } from '../testing/fixtures';
import { coverImage, restaurantImages } from './images';

const upload = (name: string) => `/api/uploads/images/${name}.jpg`;

describe('coverImage', () => {
  it('takes the primary image', () => {
    const restaurant = aRestaurant({
      restaurantImages: [
        { url: upload('a'), isPrimary: false, caption: '' },
        { url: upload('b'), isPrimary: true, caption: 'B' },
      ],
    });
    expect(coverImage(restaurant)?.url).toBe(upload('b'));
  });

  it('takes the first image when none is primary', () => {
    const restaurant = aRestaurant({
      restaurantImages: [
        { url: upload('a'), isPrimary: false, caption: '' },
        { url: upload('b'), isPrimary: false, caption: '' },
      ],
    });
    expect(coverImage(restaurant)?.url).toBe(upload('a'));
  });

  it('falls back to the legacy imageUrl', () => {
    expect(coverImage(aRestaurant({ imageUrl: upload('old') }))?.url).toBe(upload('old'));
  });

  it('has none without images', () => {
    expect(coverImage(aRestaurant())).toBeUndefined();
  });

  it('skips an image that may not be shown', () => {
    const restaurant = aRestaurant({
      restaurantImages: [
        { url: 'javascript:alert(1)', isPrimary: true, caption: '' },
        { url: upload('b'), isPrimary: false, caption: '' },
      ],
    });
    expect(restaurantImages(restaurant).map((image) => image.url)).toEqual([upload('b')]);
    expect(coverImage(restaurant)?.url).toBe(upload('b'));
  });
});
