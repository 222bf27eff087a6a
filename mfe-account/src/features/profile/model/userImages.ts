import type { UserImage } from '@dd/contracts';

// The image-set rules of spec §4: the first image of an empty set is primary,
// there is never more than one primary, and removing the primary promotes the
// first remaining image.

export function addImage(images: readonly UserImage[], url: string): UserImage[] {
  return [...images, { url, isPrimary: images.length === 0, caption: '' }];
}

export function removeImage(images: readonly UserImage[], index: number): UserImage[] {
  const removedPrimary = images[index]?.isPrimary === true;
  const rest = images.filter((_, i) => i !== index);
  if (!removedPrimary || rest.length === 0) return rest;
  return rest.map((image, i) => ({ ...image, isPrimary: i === 0 }));
}

export function setPrimary(images: readonly UserImage[], index: number): UserImage[] {
  return images.map((image, i) => ({ ...image, isPrimary: i === index }));
}

export function sameImages(a: readonly UserImage[], b: readonly UserImage[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (image, i) =>
        image.url === b[i].url &&
        Boolean(image.isPrimary) === Boolean(b[i].isPrimary) &&
        (image.caption ?? '') === (b[i].caption ?? ''),
    )
  );
}

/** Absolute http(s) URLs and same-origin paths (e.g. /api/uploads/...) are accepted. */
export function isImageUrl(text: string): boolean {
  if (text.startsWith('/')) return !text.startsWith('//');
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
