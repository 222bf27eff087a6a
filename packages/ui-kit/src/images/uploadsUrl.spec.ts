import { storageFallbackUrl, uploadsFileName, variantSrcSet } from './uploadsUrl';

describe('uploads URLs', () => {
  it('recognises uploads-path URLs only', () => {
    expect(uploadsFileName('/api/uploads/images/abc.jpg')).toBe('abc.jpg');
    expect(uploadsFileName('https://dd.example.com/api/uploads/images/abc.jpg?w=320')).toBe(
      'abc.jpg',
    );
    expect(uploadsFileName('https://s3.example.com/photo.jpg')).toBeUndefined();
    expect(uploadsFileName('/api/uploads/images/')).toBeUndefined();
  });

  it('lists the 320/640/1280 variants as a srcset', () => {
    expect(variantSrcSet('/api/uploads/images/abc.jpg')).toBe(
      '/api/uploads/images/abc.jpg?w=320 320w, /api/uploads/images/abc.jpg?w=640 640w, /api/uploads/images/abc.jpg?w=1280 1280w',
    );
    expect(variantSrcSet('https://yelp.example.com/x.jpg')).toBeUndefined();
  });

  it('builds the storage-bucket fallback', () => {
    expect(
      storageFallbackUrl('/api/uploads/images/abc.jpg', 'https://bucket.example.com/dd/'),
    ).toBe('https://bucket.example.com/dd/abc.jpg');
    expect(storageFallbackUrl('/elsewhere/abc.jpg', 'https://bucket.example.com')).toBeUndefined();
    expect(storageFallbackUrl('/api/uploads/images/abc.jpg', undefined)).toBeUndefined();
  });
});
