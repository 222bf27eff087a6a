import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A photo-like JPEG (gradient plus grain) of the given size. */
export function photoJpeg(
  width: number,
  height: number,
  options: { quality?: number } = {},
): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 190, g: 90, b: 40 },
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .blur(2)
    .jpeg({ quality: options.quality ?? 80 })
    .toBuffer();
}

/** A JPEG carrying EXIF GPS coordinates, a camera make and an orientation that rotates it by 90°. */
export function jpegWithGpsAndOrientation(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 24/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 3/1',
      },
    })
    .toBuffer();
}

export function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#22aa66' } })
    .png()
    .toBuffer();
}

/**
 * A tiny PNG whose header declares width × height pixels (a decompression
 * bomb): a few hundred bytes that would decode to gigabytes.
 */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>',
);
