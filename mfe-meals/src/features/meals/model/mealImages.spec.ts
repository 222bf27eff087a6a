import { aMeal, uploaded } from '../testing/fixtures';
import { mealCoverImage, mealPhotos } from './mealImages';

const image = (name: string, isPrimary = false) => ({
  url: uploaded(name),
  isPrimary,
  caption: '',
});

describe('mealCoverImage', () => {
  it('is the only image, even one not marked primary', () => {
    expect(mealCoverImage(aMeal({ mealImages: [image('a')] }))?.url).toBe(uploaded('a'));
  });

  it('is the primary image of several', () => {
    const meal = aMeal({ mealImages: [image('a'), image('b', true), image('c')] });
    expect(mealCoverImage(meal)?.url).toBe(uploaded('b'));
  });

  it('is the first image when none is primary', () => {
    const meal = aMeal({ mealImages: [image('a'), image('b')] });
    expect(mealCoverImage(meal)?.url).toBe(uploaded('a'));
  });

  it('is the legacy imageUrl of a meal without images', () => {
    expect(mealCoverImage(aMeal({ imageUrl: uploaded('old') }))?.url).toBe(uploaded('old'));
  });

  it('is nothing for a meal without any image', () => {
    expect(mealCoverImage(aMeal())).toBeUndefined();
  });
});

it('mealPhotos lists the images, or the legacy one', () => {
  expect(mealPhotos(aMeal({ mealImages: [image('a'), image('b')] })).map((i) => i.url)).toEqual([
    uploaded('a'),
    uploaded('b'),
  ]);
  expect(mealPhotos(aMeal({ imageUrl: uploaded('old') }))).toEqual([
    { url: uploaded('old'), isPrimary: true, caption: '' },
  ]);
  expect(mealPhotos(aMeal())).toEqual([]);
});
