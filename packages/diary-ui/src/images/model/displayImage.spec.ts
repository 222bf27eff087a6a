import type { ImageEntry } from '@dd/contracts';
import { displayableImages, displayImage } from './displayImage';

const upload = (name: string) => `/api/uploads/images/${name}.jpg`;
const image = (name: string, isPrimary = false, caption = ''): ImageEntry => ({
  url: upload(name),
  isPrimary,
  caption,
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
  it('reads a legacy imageUrl as one primary image when there is no list', () => {
    expect(displayableImages([], upload('old'))).toEqual([
      { url: upload('old'), isPrimary: true, caption: '' },
    ]);
    expect(displayableImages([image('a', true, 'A')], upload('old'))).toEqual([
      image('a', true, 'A'),
    ]);
  });

  it('leaves out images the API would refuse', () => {
    expect(
      displayableImages([{ url: 'javascript:alert(1)', isPrimary: true, caption: '' }, image('b')]),
    ).toEqual([image('b')]);
  });
});
