import sharp from 'sharp';
import {
  IMAGE_VARIANT_WEBP_QUALITY,
  IMAGE_VARIANT_WIDTHS,
  type ImageVariantWidth,
} from '@dd/contracts';
import { restrictImageDecoders } from './image-decoders';

restrictImageDecoders();

export interface RenderedVariant {
  width: ImageVariantWidth;
  data: Buffer;
}

/**
 * The WebP variants of a sanitized original, one per IMAGE_VARIANT_WIDTHS,
 * never wider than the original. Each width decodes the input on its own, so
 * JPEG shrink-on-load keeps the small ones cheap; sharp runs them in parallel.
 */
export function renderVariants(original: Buffer, maxPixels: number): Promise<RenderedVariant[]> {
  return Promise.all(
    IMAGE_VARIANT_WIDTHS.map(async (width) => ({
      width,
      data: await sharp(original, { limitInputPixels: maxPixels })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: IMAGE_VARIANT_WEBP_QUALITY })
        .toBuffer(),
    })),
  );
}
