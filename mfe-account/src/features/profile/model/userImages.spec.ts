import { addImage, isImageUrl, removeImage, sameImages, setPrimary } from './userImages';

const a = { url: '/a.webp', isPrimary: true, caption: '' };
const b = { url: '/b.webp', isPrimary: false, caption: '' };
const c = { url: '/c.webp', isPrimary: false, caption: '' };

it('makes the first image of an empty set primary, later ones not', () => {
  const one = addImage([], '/a.webp');
  expect(one).toEqual([a]);
  expect(addImage(one, '/b.webp')).toEqual([a, b]);
});

it('keeps exactly one primary when another is chosen', () => {
  expect(setPrimary([a, b, c], 2).map((image) => image.isPrimary)).toEqual([false, false, true]);
});

it('promotes the first remaining image when the primary is removed', () => {
  expect(removeImage([b, a, c], 1)).toEqual([{ ...b, isPrimary: true }, c]);
  expect(removeImage([a, b], 1)).toEqual([a]);
  expect(removeImage([a], 0)).toEqual([]);
});

it('compares image lists by url, primary flag and caption in order', () => {
  expect(sameImages([a, b], [{ ...a }, { url: '/b.webp' }])).toBe(true);
  expect(sameImages([a, b], [b, a])).toBe(false);
  expect(sameImages([a], [{ ...a, caption: 'me' }])).toBe(false);
  expect(sameImages([a], [a, b])).toBe(false);
});

it('accepts http(s) URLs and same-origin paths only', () => {
  expect(isImageUrl('https://images.example/me.jpg')).toBe(true);
  expect(isImageUrl('/api/uploads/images/me.webp')).toBe(true);
  expect(isImageUrl('javascript:alert(1)')).toBe(false);
  expect(isImageUrl('//evil.example/x.png')).toBe(false);
  expect(isImageUrl('me.jpg')).toBe(false);
});
