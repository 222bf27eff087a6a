import { imagesWithLegacyFallback, isAllowedImageUrl, type ImageEntry } from '@dd/contracts';
import { displayableImages, displayImage, isDisplayableImageUrl } from './displayImage';

const upload = (name: string) => `/api/uploads/images/${name}.jpg`;
const image = (name: string, isPrimary = false, caption = ''): ImageEntry => ({
  url: upload(name),
  isPrimary,
  caption,
});

describe('isDisplayableImageUrl', () => {
  it.each([upload('a'), 'https://cdn.example.com/a.jpg', 'http://127.0.0.1:3010/photo.jpg'])(
    'shows %s',
    (url) => {
      expect(isDisplayableImageUrl(url)).toBe(true);
    },
  );

  it.each([
    'http://example.com/a.jpg',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '/etc/passwd',
    '/api/uploads/images/../secret',
    '',
  ])('refuses %s', (url) => {
    expect(isDisplayableImageUrl(url)).toBe(false);
  });

  it.each([
    upload('a'),
    'https://cdn.example.com/a.jpg',
    'http://localhost:3010/a.jpg',
    'http://example.com/a.jpg',
    'ftp://example.com/a.jpg',
    'javascript:alert(1)',
    '/api/uploads/images/a/b.jpg',
    'not a url',
  ])('agrees with the API on %s', (url) => {
    expect(isDisplayableImageUrl(url)).toBe(isAllowedImageUrl(url));
  });
});

describe('displayImage', () => {
  it('takes the only image, even when it is not marked primary', () => {
    expect(displayImage([image('a')])?.url).toBe(upload('a'));
  });

  it('takes the image marked primary', () => {
    expect(displayImage([image('a'), image('b', true), image('c')])?.url).toBe(upload('b'));
  });

  it('takes the first image when none is primary', () => {
    expect(displayImage([image('a'), image('b')])?.url).toBe(upload('a'));
  });

  it('falls back to the legacy imageUrl, and has none without any image', () => {
    expect(displayImage([], upload('old'))?.url).toBe(upload('old'));
    expect(displayImage(undefined, upload('old'))?.url).toBe(upload('old'));
    expect(displayImage([], null)).toBeUndefined();
    expect(displayImage(undefined)).toBeUndefined();
  });

  it('prefers the image list over the legacy imageUrl', () => {
    expect(displayImage([image('a')], upload('old'))?.url).toBe(upload('a'));
  });

  it('skips an image that may not be shown', () => {
    const images = [{ url: 'javascript:alert(1)', isPrimary: true, caption: '' }, image('b')];
    expect(displayImage(images)?.url).toBe(upload('b'));
  });
});

describe('displayableImages', () => {
  it('reads a legacy imageUrl as the API does', () => {
    expect(displayableImages([], upload('old'))).toEqual(
      imagesWithLegacyFallback([], upload('old')),
    );
    expect(displayableImages([image('a', true, 'A')], upload('old'))).toEqual(
      imagesWithLegacyFallback([image('a', true, 'A')], upload('old')),
    );
  });
});
