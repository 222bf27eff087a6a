import { isImageVariantWidth, mediaQueuePrefix, uploadResponseSchema } from '../index';

describe('media contracts', () => {
  it('accepts only fileUrls under the uploads path', () => {
    expect(uploadResponseSchema.safeParse({ fileUrl: '/api/uploads/images/abc.jpg' }).success).toBe(
      true,
    );
    expect(
      uploadResponseSchema.safeParse({ fileUrl: 'https://evil.example.com/x.jpg' }).success,
    ).toBe(false);
  });

  it('knows the variant widths and the queue prefix', () => {
    expect([320, 640, 1280, 500].map(isImageVariantWidth)).toEqual([true, true, true, false]);
    expect(mediaQueuePrefix('dd:')).toBe('dd:bull');
  });
});
