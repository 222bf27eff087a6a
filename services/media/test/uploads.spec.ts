import sharp from 'sharp';
import { healthWhenReady } from '@dd/nest-common/testing';
import { jpegWithGpsAndOrientation, photoJpeg, pngBomb, pngOf, SVG } from './support/images';
import { type MediaUnderTest, startMedia, waitFor } from './support/media-under-test';

const FILE_URL = /^\/api\/uploads\/images\/[A-Za-z0-9_-]{22}\.(jpg|png|webp|gif)$/;

describe('media service (real Mongo, Redis, storage folder and variants worker)', () => {
  let media: MediaUnderTest;
  let photo: Buffer;

  beforeAll(async () => {
    media = await startMedia();
    photo = await photoJpeg(1600, 1200);
  });

  afterAll(() => media.stop());

  const get = (url: string, headers: Record<string, string> = {}) =>
    media.app.inject({ method: 'GET', url, headers });

  async function uploadOk(data: Buffer, userId = 'user-ada'): Promise<string> {
    const response = await media.upload(data, { userId });
    expect(response.statusCode).toBe(201);
    const { fileUrl } = response.json<{ fileUrl: string }>();
    expect(fileUrl).toMatch(FILE_URL);
    return fileUrl;
  }

  function variantsReady(fileUrl: string) {
    return waitFor(async () => {
      const response = await get(`${fileUrl}?w=1280`);
      return response.headers['content-type'] === 'image/webp' && response;
    });
  }

  it('GET /healthz checks mongo and redis', async () => {
    expect(await healthWhenReady(media.app)).toEqual({
      statusCode: 200,
      body: { status: 'ok', checks: { mongo: 'up', redis: 'up' } },
    });
  });

  it('stores an upload, answers its fileUrl, then the worker makes 320/640/1280 WebP variants', async () => {
    const fileUrl = await uploadOk(photo);
    const file = fileUrl.split('/').pop()!;

    const original = await get(fileUrl);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(original.rawPayload).metadata()).width).toBe(1600);

    await variantsReady(fileUrl);
    for (const width of [320, 640, 1280]) {
      const variant = await get(`${fileUrl}?w=${width}`);
      expect(variant.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(variant.rawPayload).metadata();
      expect({ format: metadata.format, width: metadata.width }).toEqual({ format: 'webp', width });
    }
    await waitFor(
      async () =>
        (await media.uploadRecords()).find((u) => u.file === file)?.variantsStatus === 'ready',
    );
    expect((await media.uploadRecords()).find((u) => u.file === file)).toMatchObject({
      ownerId: 'user-ada',
      contentType: 'image/jpeg',
      width: 1600,
      height: 1200,
    });
  });

  it('never upscales: a small image keeps its own width in every variant', async () => {
    const fileUrl = await uploadOk(await pngOf(200, 100));
    expect(fileUrl).toMatch(/\.png$/);
    const variant = await variantsReady(fileUrl);
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(200);
  });

  it('serves the original for a width whose variant is not ready yet, without immutable caching', async () => {
    const fileUrl = await uploadOk(await photoJpeg(2000, 1500));
    const early = await get(`${fileUrl}?w=640`);
    // The worker may already have finished; either answer must be cacheable correctly.
    if (early.headers['content-type'] === 'image/jpeg') {
      expect(early.headers['cache-control']).toBe('public, no-cache');
    } else {
      expect(early.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    await variantsReady(fileUrl);
  });

  it('applies the EXIF orientation and strips GPS and all other metadata from what it serves', async () => {
    const input = await jpegWithGpsAndOrientation(300, 200);
    const inputMetadata = await sharp(input).metadata();
    expect(inputMetadata.orientation).toBe(6);
    expect(inputMetadata.exif?.includes('TestCam')).toBe(true);
    const fileUrl = await uploadOk(input);
    const served = await get(fileUrl);
    const metadata = await sharp(served.rawPayload).metadata();
    expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 200, height: 300 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('TestCam'))).toBe(false);
    const variant = await variantsReady(fileUrl);
    expect((await sharp(variant.rawPayload).metadata()).exif).toBeUndefined();
  });

  describe('refuses hostile or broken input with a 4xx and stores nothing', () => {
    const cases: Array<[string, () => Promise<Buffer> | Buffer, string, number]> = [
      [
        'a text file named .jpg',
        () => Buffer.from('just some text, not an image'),
        'image/jpeg',
        415,
      ],
      ['an SVG (script-capable)', () => SVG, 'image/svg+xml', 415],
      [
        'a TIFF (decodable, not accepted)',
        () =>
          sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } })
            .tiff()
            .toBuffer(),
        'image/tiff',
        415,
      ],
      [
        'a truncated JPEG',
        async () => (await photoJpeg(800, 600)).subarray(0, 20_000),
        'image/jpeg',
        400,
      ],
      ['a pixel bomb (20000 × 20000 declared)', () => pngBomb(20_000, 20_000), 'image/png', 413],
    ];

    // Accepted uploads of earlier tests must not write while a refusal is checked.
    beforeEach(() =>
      waitFor(async () =>
        (await media.uploadRecords()).every((upload) => upload.variantsStatus === 'ready'),
      ),
    );

    it.each(cases)('%s', async (_label, make, type, status) => {
      const keysBefore = await media.storedKeys();
      const recordsBefore = (await media.uploadRecords()).length;
      const response = await media.upload(await make(), { type });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ message: expect.any(String) });
      expect(await media.storedKeys()).toEqual(keysBefore);
      expect(await media.uploadRecords()).toHaveLength(recordsBefore);
    });

    it('a file over 20 MB', async () => {
      const keysBefore = await media.storedKeys();
      const recordsBefore = (await media.uploadRecords()).length;
      const huge = Buffer.concat([photo, Buffer.alloc(21 * 1024 * 1024, 7)]);
      const response = await media.upload(huge);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: 'The file is too large: at most 20 MB' });
      expect(await media.storedKeys()).toEqual(keysBefore);
      expect(await media.uploadRecords()).toHaveLength(recordsBefore);
    });

    it('a request without a bearer token', async () => {
      const response = await media.app.inject({
        method: 'POST',
        url: '/api/uploads/proxy',
        payload: {},
      });
      expect(response.statusCode).toBe(401);
    });

    it('a multipart body without the file field', async () => {
      const response = await media.upload(photo, { field: 'picture' } as never);
      expect(response.statusCode).toBe(400);
    });
  });

  it('handles 8 concurrent uploads: distinct files, all variants made', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) => media.upload(photo, { userId: `user-${index}` })),
    );
    const urls = responses.map((response) => {
      expect(response.statusCode).toBe(201);
      return response.json<{ fileUrl: string }>().fileUrl;
    });
    expect(new Set(urls).size).toBe(8);
    await Promise.all(urls.map((url) => variantsReady(url)));
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const fileUrl = await uploadOk(await pngOf(50, 50));
    const first = await get(fileUrl);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get(fileUrl, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect((await get(fileUrl, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers 404 JSON for unknown or malformed names (no path traversal) and 400 for an unknown width', async () => {
    expect((await get('/api/uploads/images/AAAAAAAAAAAAAAAAAAAAAA.jpg')).json()).toEqual({
      message: 'Image not found',
    });
    for (const url of [
      '/api/uploads/images/..%2F..%2Fpackage.json',
      '/api/uploads/images/..%2Fvariants',
      '/api/uploads/images/%2Fetc%2Fpasswd',
    ]) {
      expect((await get(url)).statusCode).toBe(404);
    }
    const fileUrl = await uploadOk(await pngOf(20, 20));
    expect((await get(`${fileUrl}?w=500`)).statusCode).toBe(400);
  });

  describe('POST /api/uploads/ownership', () => {
    const ask = (userId: string | undefined, payload: unknown) =>
      media.app.inject({
        method: 'POST',
        url: '/api/uploads/ownership',
        headers: userId ? { authorization: `Bearer ${media.tokenFor(userId)}` } : {},
        payload: payload as object,
      });

    it("answers which of the files are the caller's, leaving out others' and unknown ones", async () => {
      const mine = (await uploadOk(await pngOf(40, 30), 'user-owner')).split('/').pop()!;
      const theirs = (await uploadOk(await pngOf(40, 30), 'user-other')).split('/').pop()!;
      const answer = await ask('user-owner', { files: [theirs, mine, 'unknown.jpg', mine] });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ owned: [mine] });
      expect((await ask('user-other', { files: [mine] })).json()).toEqual({ owned: [] });
    });

    it('needs a bearer token and a list of 1 to 100 file names', async () => {
      expect((await ask(undefined, { files: ['a.jpg'] })).statusCode).toBe(401);
      for (const payload of [{}, { files: [] }, { files: [1] }, { files: Array(101).fill('a') }]) {
        const answer = await ask('user-owner', payload);
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toEqual({ message: expect.any(String) });
      }
    });
  });

  it('lets only the owner delete, removing the original and its variants', async () => {
    const fileUrl = await uploadOk(photo, 'owner');
    await variantsReady(fileUrl);
    const file = fileUrl.split('/').pop()!;
    const id = file.slice(0, file.indexOf('.'));
    expect((await media.storedKeys()).filter((key) => key.includes(id))).toHaveLength(4);

    const remove = (userId: string) =>
      media.app.inject({
        method: 'DELETE',
        url: fileUrl,
        headers: { authorization: `Bearer ${media.tokenFor(userId)}` },
      });
    expect((await remove('intruder')).statusCode).toBe(404);
    expect((await get(fileUrl)).statusCode).toBe(200);

    // 200 `{ message }`, as every delete answers (issue 41): the original client reads its JSON.
    const removed = await remove('owner');
    expect(removed.statusCode).toBe(200);
    expect(removed.headers['content-type']).toMatch(/^application\/json/);
    expect(removed.json()).toEqual({ message: 'Image deleted' });
    expect((await get(fileUrl)).statusCode).toBe(404);
    expect((await get(`${fileUrl}?w=320`)).statusCode).toBe(404);
    expect((await media.storedKeys()).filter((key) => key.includes(id))).toEqual([]);
    expect((await media.uploadRecords()).some((upload) => upload.file === file)).toBe(false);
    expect((await remove('owner')).statusCode).toBe(404);
  });
});
