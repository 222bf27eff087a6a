import {
  allKeysOf,
  imageFileUrl,
  isImageFileName,
  newImageFileName,
  variantKey,
} from './image-files';

describe('image file names', () => {
  it('are 128 random bits in base64url plus the extension, and unique', () => {
    const names = new Set(Array.from({ length: 1000 }, () => newImageFileName('jpg')));
    expect(names.size).toBe(1000);
    for (const name of names) expect(isImageFileName(name)).toBe(true);
  });

  it.each([
    '../secret.jpg',
    'AAAAAAAAAAAAAAAAAAAAAA.svg',
    'AAAAAAAAAAAAAAAAAAAAAA.jpg/..',
    'variants/x.webp',
    '',
  ])('refuses %p', (name) => expect(isImageFileName(name)).toBe(false));

  it('maps a file to its URL and its storage keys', () => {
    const file = 'AAAAAAAAAAAAAAAAAAAAAA.png';
    expect(imageFileUrl(file)).toBe('/api/uploads/images/AAAAAAAAAAAAAAAAAAAAAA.png');
    expect(variantKey(file, 640)).toBe('variants/AAAAAAAAAAAAAAAAAAAAAA-w640.webp');
    expect(allKeysOf(file)).toEqual([
      file,
      'variants/AAAAAAAAAAAAAAAAAAAAAA-w320.webp',
      'variants/AAAAAAAAAAAAAAAAAAAAAA-w640.webp',
      'variants/AAAAAAAAAAAAAAAAAAAAAA-w1280.webp',
    ]);
  });
});
