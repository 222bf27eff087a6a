import { imagesWithLegacyFallback } from './image-rules';
import { normaliseImages } from './images';

const a = { url: '/a.jpg' };
const b = { url: '/b.jpg' };
const c = { url: '/c.jpg' };

describe('normaliseImages', () => {
  it('keeps an empty list empty', () => {
    expect(normaliseImages([])).toEqual([]);
  });

  it('makes the first image of an empty set primary, with an empty caption', () => {
    expect(normaliseImages([a])).toEqual([{ url: '/a.jpg', isPrimary: true, caption: '' }]);
  });

  it('keeps the one primary as marked', () => {
    const result = normaliseImages([a, { ...b, isPrimary: true, caption: 'B' }]);
    expect(result.map((image) => image.isPrimary)).toEqual([false, true]);
    expect(result[1]!.caption).toBe('B');
  });

  it('promotes the first remaining image when the primary was removed', () => {
    const previous = normaliseImages([{ ...a, isPrimary: true }, b, c]);
    const withoutPrimary = previous.slice(1);
    expect(normaliseImages(withoutPrimary, previous).map((image) => image.isPrimary)).toEqual([
      true,
      false,
    ]);
  });

  it('lets a newly set primary demote the old one', () => {
    const previous = normaliseImages([{ ...a, isPrimary: true }, b]);
    const next = [previous[0]!, { ...b, isPrimary: true }];
    expect(normaliseImages(next, previous).map((image) => image.isPrimary)).toEqual([false, true]);
  });

  it('keeps only the first of several primaries when there is no history', () => {
    const result = normaliseImages([a, { ...b, isPrimary: true }, { ...c, isPrimary: true }]);
    expect(result.map((image) => image.isPrimary)).toEqual([false, true, false]);
  });

  it('turns a null caption into an empty one', () => {
    expect(normaliseImages([{ ...a, caption: null }])[0]!.caption).toBe('');
  });
});

describe('imagesWithLegacyFallback', () => {
  it('reads a legacy imageUrl without an image list as one primary image', () => {
    expect(imagesWithLegacyFallback([], '/old.jpg')).toEqual([
      { url: '/old.jpg', isPrimary: true, caption: '' },
    ]);
    expect(imagesWithLegacyFallback(undefined, '/old.jpg')).toHaveLength(1);
  });

  it('prefers the image list over the legacy imageUrl', () => {
    const images = [{ url: '/a.jpg', isPrimary: true, caption: 'A' }];
    expect(imagesWithLegacyFallback(images, '/old.jpg')).toEqual(images);
  });

  it('answers no images when there are neither', () => {
    expect(imagesWithLegacyFallback([], null)).toEqual([]);
  });
});
