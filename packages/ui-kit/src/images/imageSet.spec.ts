import {
  addImage,
  primaryImage,
  removeImage,
  setImageCaption,
  setPrimaryImage,
  type ImageEntry,
} from './imageSet';

const urls = (images: ImageEntry[]) =>
  images.map((image) => `${image.url}${image.isPrimary ? '*' : ''}`);

describe('image set rules', () => {
  it('makes the first image added to an empty set primary, later ones not', () => {
    let images = addImage([], '/a.jpg');
    images = addImage(images, '/b.jpg', 'Dessert');
    expect(urls(images)).toEqual(['/a.jpg*', '/b.jpg']);
    expect(images[1]).toEqual({ url: '/b.jpg', caption: 'Dessert', isPrimary: false });
  });

  it('makes an added image primary when the set has none (e.g. legacy data)', () => {
    expect(urls(addImage([{ url: '/a.jpg', isPrimary: false }], '/b.jpg'))).toEqual([
      '/a.jpg',
      '/b.jpg*',
    ]);
  });

  it('leaves exactly one primary after setting another', () => {
    const images = setPrimaryImage(addImage(addImage(addImage([], '/a'), '/b'), '/c'), 2);
    expect(urls(images)).toEqual(['/a', '/b', '/c*']);
  });

  it('promotes the first remaining image when the primary is removed', () => {
    const images = setPrimaryImage(addImage(addImage(addImage([], '/a'), '/b'), '/c'), 1);
    expect(urls(removeImage(images, 1))).toEqual(['/a*', '/c']);
  });

  it('keeps the primary when another image is removed, and empties cleanly', () => {
    const images = addImage(addImage([], '/a'), '/b');
    expect(urls(removeImage(images, 1))).toEqual(['/a*']);
    expect(removeImage(removeImage(images, 1), 0)).toEqual([]);
  });

  it('edits a caption without touching the rest', () => {
    const images = setImageCaption(addImage(addImage([], '/a'), '/b'), 1, 'Terrace');
    expect(images.map((image) => image.caption)).toEqual(['', 'Terrace']);
  });

  it('finds the primary image, else the first', () => {
    expect(primaryImage(setPrimaryImage(addImage(addImage([], '/a'), '/b'), 1))?.url).toBe('/b');
    expect(primaryImage([{ url: '/x', isPrimary: false }])?.url).toBe('/x');
    expect(primaryImage([])).toBeUndefined();
  });
});
