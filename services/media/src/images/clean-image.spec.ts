import sharp from 'sharp';
import { isAlreadyClean } from './clean-image';
import { sanitizeImage } from './image-sanitizer';

const MAX_PIXELS = 40_000_000;

/** A photo-like image: noise, so a lossy re-encode changes its bytes. */
async function noisyJpeg(options: { exif?: boolean } = {}): Promise<Buffer> {
  const width = 320;
  const height = 240;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = ((i * 7919) % 251) ^ ((i >> 5) % 97);
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  if (options.exif) image.withExif({ IFD0: { Copyright: 'Ada' } });
  return image.jpeg({ quality: 95 }).toBuffer();
}

async function clean(input: Buffer): Promise<boolean> {
  return isAlreadyClean(await sharp(input).metadata(), input);
}

/** Inserts a comment segment (FF FE) right after the JPEG's Start Of Image. */
function withJpegComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, body, jpeg.subarray(2)]);
}

describe('isAlreadyClean', () => {
  it('tells a sanitized JPEG, PNG and WebP clean, and keeps their bytes on a second upload', async () => {
    const photo = await noisyJpeg();
    for (const encode of [
      (image: sharp.Sharp) => image.jpeg({ quality: 90 }),
      (image: sharp.Sharp) => image.png(),
      (image: sharp.Sharp) => image.webp({ quality: 90 }),
    ]) {
      const once = await encode(sharp(photo)).toBuffer();
      expect(await clean(once)).toBe(true);
      const sanitized = await sanitizeImage(once, MAX_PIXELS);
      expect(sanitized.data.equals(once)).toBe(true);
    }
  });

  it('re-encodes a photo with EXIF: the metadata is dropped', async () => {
    const photo = await noisyJpeg({ exif: true });
    expect(await clean(photo)).toBe(false);
    const sanitized = await sanitizeImage(photo, MAX_PIXELS);
    expect(sanitized.data.equals(photo)).toBe(false);
    expect((await sharp(sanitized.data).metadata()).exif).toBeUndefined();
  });

  it('does not keep a JPEG with a comment segment or bytes after its end', async () => {
    const photo = await sharp(await noisyJpeg())
      .jpeg({ quality: 90 })
      .toBuffer();
    expect(await clean(withJpegComment(photo, 'shot at 51.5N 0.1W'))).toBe(false);
    expect(await clean(Buffer.concat([photo, Buffer.from('<script>x</script>')]))).toBe(false);
  });

  it('does not keep a PNG or WebP with bytes after its end', async () => {
    const png = await sharp(await noisyJpeg())
      .png()
      .toBuffer();
    const webp = await sharp(await noisyJpeg())
      .webp()
      .toBuffer();
    expect(await clean(Buffer.concat([png, Buffer.from('PK\u0003\u0004')]))).toBe(false);
    expect(await clean(Buffer.concat([webp, Buffer.from('trailer')]))).toBe(false);
  });

  it('always re-encodes a GIF', async () => {
    const gif = await sharp(await noisyJpeg())
      .gif()
      .toBuffer();
    expect(await clean(gif)).toBe(false);
  });
});
