import type { ImageEntry } from '@dd/contracts';

const UPLOADS_PATH = /^\/api\/uploads\/images\/[^/?#\\]+$/;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/*
 * The rules below restate @dd/contracts' isAllowedImageUrl and
 * imagesWithLegacyFallback (displayImage.spec.ts checks they agree): the
 * contracts bundle is CommonJS with zod, and a value import from it would put
 * zod into every list route.
 */

/**
 * Only images the API accepts are shown: our uploads, https hosts, and http
 * from a loopback host (the offline sandbox's stand-in Yelp photos).
 */
export function isDisplayableImageUrl(url: string): boolean {
  const text = url.trim();
  if (UPLOADS_PATH.test(text)) return true;
  try {
    const parsed = new URL(text);
    if (parsed.protocol === 'https:') return parsed.hostname !== '';
    return parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname);
  } catch {
    return false;
  }
}

/**
 * A record's displayable images (SPEC §3): its image list, or for a legacy
 * record with only `imageUrl`, that one image as primary with an empty caption.
 */
export function displayableImages(
  images: readonly ImageEntry[] | null | undefined,
  legacyImageUrl?: string | null,
): ImageEntry[] {
  const all: readonly ImageEntry[] =
    images && images.length > 0
      ? images
      : legacyImageUrl
        ? [{ url: legacyImageUrl, isPrimary: true, caption: '' }]
        : [];
  return all.filter((image) => isDisplayableImageUrl(image.url));
}

/**
 * The image that stands for a record on a card or a hero (SPEC §2): the only
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
