/** An image of a user, restaurant or meal (product spec §3 Image entry). */
export interface ImageEntry {
  url: string;
  isPrimary: boolean;
  caption?: string;
}

/**
 * The image-set rules of product spec §4, as pure functions over the list:
 * the first image added to an empty set becomes primary; setting another
 * primary leaves exactly one; removing the primary promotes the first remaining.
 */
export function addImage(images: readonly ImageEntry[], url: string, caption = ''): ImageEntry[] {
  const hasPrimary = images.some((image) => image.isPrimary);
  return [...images, { url, caption, isPrimary: !hasPrimary }];
}

export function setPrimaryImage(images: readonly ImageEntry[], index: number): ImageEntry[] {
  if (index < 0 || index >= images.length) return [...images];
  return images.map((image, position) => ({ ...image, isPrimary: position === index }));
}

export function removeImage(images: readonly ImageEntry[], index: number): ImageEntry[] {
  const remaining = images.filter((_, position) => position !== index);
  if (remaining.length === 0 || remaining.some((image) => image.isPrimary)) return remaining;
  return setPrimaryImage(remaining, 0);
}

export function setImageCaption(
  images: readonly ImageEntry[],
  index: number,
  caption: string,
): ImageEntry[] {
  return images.map((image, position) => (position === index ? { ...image, caption } : image));
}

/** The primary image, else the first one. */
export function primaryImage(images: readonly ImageEntry[]): ImageEntry | undefined {
  return images.find((image) => image.isPrimary) ?? images[0];
}
