import type { ImageEntry } from '@dd/contracts';
import type { ImageEntry as EditedImage } from '@dd/ui-kit';

/** A form's images as the API stores them: url, primary flag and a caption (empty when none). */
export function imagesPayload(images: readonly EditedImage[]): ImageEntry[] {
  return images.map(({ url, isPrimary, caption }) => ({ url, isPrimary, caption: caption ?? '' }));
}
