import { sameImages, toImageEntries } from './userImages';

const a = { url: '/a.webp', isPrimary: true, caption: '' };
const b = { url: '/b.webp', isPrimary: false, caption: '' };

it('gives every saved photo an explicit primary flag and caption', () => {
  expect(toImageEntries([{ url: '/a.webp', isPrimary: true }, { url: '/b.webp' }])).toEqual([a, b]);
  expect(toImageEntries([{ url: '/c.webp', caption: 'me' }])).toEqual([
    { url: '/c.webp', isPrimary: false, caption: 'me' },
  ]);
});

it('compares image lists by url, primary flag and caption in order', () => {
  expect(sameImages([a, b], [{ ...a }, { url: '/b.webp' }])).toBe(true);
  expect(sameImages([a, b], [b, a])).toBe(false);
  expect(sameImages([a], [{ ...a, caption: 'me' }])).toBe(false);
  expect(sameImages([a], [{ ...a, isPrimary: false }])).toBe(false);
  expect(sameImages([a], [a, b])).toBe(false);
});
