import sharp, { type Metadata, type Sharp } from 'sharp';
import { isAlreadyClean } from './clean-image';
import { restrictImageDecoders } from './image-decoders';
import { corruptImage, tooManyPixels, unsupportedImage } from './image-errors';
import type { ImageExtension } from './image-files';

restrictImageDecoders();

export interface SanitizedImage {
  data: Buffer;
  extension: ImageExtension;
  contentType: string;
  width: number;
  height: number;
}

interface OutputFormat {
  extension: ImageExtension;
  contentType: string;
  encode(image: Sharp): Sharp;
}

const JPEG: OutputFormat = {
  extension: 'jpg',
  contentType: 'image/jpeg',
  encode: (image) => image.jpeg({ quality: 90 }),
};

// Input format (as sharp names it) → how the served original is written. AVIF
// becomes JPEG: encoding AVIF costs seconds per photo, decoding it is cheap.
const OUTPUT_FORMATS: Partial<Record<string, OutputFormat>> = {
  jpeg: JPEG,
  heif: JPEG,
  png: { extension: 'png', contentType: 'image/png', encode: (image) => image.png() },
  webp: {
    extension: 'webp',
    contentType: 'image/webp',
    encode: (image) => image.webp({ quality: 90 }),
  },
  gif: { extension: 'gif', contentType: 'image/gif', encode: (image) => image.gif() },
};

/**
 * Checks that `input` really is an accepted image (by its bytes, never its
 * name) and re-encodes it: EXIF orientation applied, all metadata (GPS,
 * camera, comments) dropped. The pixel limit is checked on the header before
 * any pixel is decoded, so a decompression bomb costs nothing. Bytes that
 * are already clean (see isAlreadyClean) are decoded the same way, then kept.
 * Throws the HTTP error to answer.
 */
export async function sanitizeImage(input: Buffer, maxPixels: number): Promise<SanitizedImage> {
  const metadata = await readMetadata(input, maxPixels);
  const output = metadata.format && OUTPUT_FORMATS[metadata.format];
  if (!output) throw unsupportedImage();
  const frameCount = metadata.pages ?? 1;
  if (!metadata.width || !metadata.height) throw corruptImage();
  if (metadata.width * metadata.height * frameCount > maxPixels) throw tooManyPixels(maxPixels);

  const animated = frameCount > 1;
  try {
    const { data, info } = await output
      .encode(
        sharp(input, {
          limitInputPixels: maxPixels,
          failOn: 'truncated',
          animated,
          autoOrient: true,
        }),
      )
      .toBuffer({ resolveWithObject: true });
    return {
      data: isAlreadyClean(metadata, input) ? input : data,
      extension: output.extension,
      contentType: output.contentType,
      width: info.width,
      height: animated ? (info.pageHeight ?? info.height) : info.height,
    };
  } catch {
    throw corruptImage();
  }
}

async function readMetadata(input: Buffer, maxPixels: number): Promise<Metadata> {
  try {
    return await sharp(input, { limitInputPixels: maxPixels }).metadata();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw tooManyPixels(maxPixels);
    // No decoder recognises the bytes (or its loader is blocked): not an accepted image.
    throw unsupportedImage();
  }
}
