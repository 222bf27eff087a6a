import type { UserImage } from '@dd/contracts';
import type { ImageEntry } from '@dd/ui-kit';

// The image-set rules themselves (first image primary, one primary, promotion
// on removal) live in the UI kit's imageSet, which the uploader applies.

/** Saved photos as the uploader edits them: every entry with an explicit primary flag and caption. */
export function toImageEntries(images: readonly UserImage[]): ImageEntry[] {
  return images.map(({ url, isPrimary, caption }) => ({
    url,
    isPrimary: isPrimary === true,
    caption: caption ?? '',
  }));
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
