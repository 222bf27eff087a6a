import type { ImageEntry } from '@dd/contracts';
import { imagesWithLegacyFallback, isAllowedImageUrl } from '@dd/contracts/rules';

/**
 * Only images the API accepts are shown (older records may hold others): our
 * uploads, https hosts, and http from a loopback host (the offline sandbox).
 */
export const isDisplayableImageUrl = isAllowedImageUrl;

/**
 * A record's displayable images (product spec §3): its image list, or for a legacy
 * record with only `imageUrl`, that one image as primary with an empty caption.
 */
export function displayableImages(
  images: readonly ImageEntry[] | null | undefined,
  legacyImageUrl?: string | null,
): ImageEntry[] {
  return imagesWithLegacyFallback(images ?? undefined, legacyImageUrl).filter((image) =>
    isDisplayableImageUrl(image.url),
  );
}

/**
 * The image that stands for a record on a card or a hero (product spec §2): the only
 * image, else the one marked primary, else the first, else the legacy
 * `imageUrl`; undefined when there is none to show.
 */
export function displayImage(
  images: readonly ImageEntry[] | null | undefined,
  legacyImageUrl?: string | null,
): ImageEntry | undefined {
  const shown = displayableImages(images, legacyImageUrl);
  return shown.find((image) => image.isPrimary) ?? shown[0];
}
