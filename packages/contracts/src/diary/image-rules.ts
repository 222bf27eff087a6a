import type { ImageEntry } from './images';

/**
 * The images a record shows: its list, or, for a legacy record with only a
 * single `imageUrl`, that one image as primary with an empty caption.
 */
export function imagesWithLegacyFallback(
  images: readonly ImageEntry[] | undefined,
  legacyImageUrl: string | null | undefined,
): ImageEntry[] {
  if (images && images.length > 0) return [...images];
  return legacyImageUrl ? [{ url: legacyImageUrl, isPrimary: true, caption: '' }] : [];
}
