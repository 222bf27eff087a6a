import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';

/** A real JPEG (a colour gradient, so it is not trivially compressible) for upload journeys. */
export async function generateJpeg({ width = 800, height = 600 } = {}): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      pixels[offset] = Math.round((255 * x) / width);
      pixels[offset + 1] = Math.round((255 * y) / height);
      pixels[offset + 2] = 128;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Degrees as EXIF's GPS rational triple (degrees, minutes, hundredths of seconds). */
function gpsRationals(degrees: number): string {
  const abs = Math.abs(degrees);
  const whole = Math.floor(abs);
  const minutes = Math.floor((abs - whole) * 60);
  const seconds = Math.round(((abs - whole) * 60 - minutes) * 60 * 100);
  return `${whole}/1 ${minutes}/1 ${seconds}/100`;
}

/**
 * A generated JPEG with the EXIF a phone writes: when it was taken (the
 * local wall clock, `YYYY:MM:DD HH:MM:SS`, and its UTC offset) and where.
 */
export async function generatePhotoTaken({
  at,
  offset,
  lat,
  long,
}: {
  at: string;
  offset: string;
  lat: number;
  long: number;
}): Promise<Buffer> {
  return sharp(await generateJpeg({ width: 640, height: 480 }))
    .withExif({
      IFD0: { Make: 'Journey Phone' },
      // libvips names the EXIF IFD "IFD2" and the GPS IFD "IFD3".
      IFD2: { DateTimeOriginal: at, OffsetTimeOriginal: offset },
      IFD3: {
        GPSLatitudeRef: lat < 0 ? 'S' : 'N',
        GPSLatitude: gpsRationals(lat),
        GPSLongitudeRef: long < 0 ? 'W' : 'E',
        GPSLongitude: gpsRationals(long),
      },
    })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Uploads a generated JPEG as `token`'s user through the API; answers its URL. */
export async function uploadPhoto(
  request: APIRequestContext,
  token: string,
  name = 'bowl.jpg',
): Promise<string> {
  const upload = await request.post('/api/uploads/proxy', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name, mimeType: 'image/jpeg', buffer: await generateJpeg() } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  return ((await upload.json()) as { fileUrl: string }).fileUrl;
}
