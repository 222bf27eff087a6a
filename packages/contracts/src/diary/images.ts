import { z } from 'zod';
import { isAllowedImageUrl } from './links';

export const IMAGE_URL_MAX_LENGTH = 2048;
export const IMAGE_CAPTION_MAX_LENGTH = 500;
export const IMAGES_MAX_COUNT = 50;
export const IMAGE_URL_RULE = 'Must be an uploaded image or an https URL';

/** A legacy single `imageUrl`: empty or null for none, else an allowed image address. */
export const legacyImageUrlSchema = z
  .string()
  .trim()
  .max(IMAGE_URL_MAX_LENGTH, `Must be at most ${IMAGE_URL_MAX_LENGTH} characters`)
  .refine((url) => url === '' || isAllowedImageUrl(url), IMAGE_URL_RULE)
  .nullable()
  .transform((url) => url || null);

/** An image entry as a client sends it; `isPrimary` and `caption` may be left out. */
export const imageEntryInputSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(IMAGE_URL_MAX_LENGTH, `Must be at most ${IMAGE_URL_MAX_LENGTH} characters`)
    .refine((url) => url === '' || isAllowedImageUrl(url), IMAGE_URL_RULE),
  isPrimary: z.boolean().optional(),
  caption: z
    .string()
    .max(IMAGE_CAPTION_MAX_LENGTH, `Must be at most ${IMAGE_CAPTION_MAX_LENGTH} characters`)
    .nullish(),
});
export type ImageEntryInput = z.infer<typeof imageEntryInputSchema>;

export const imageListInputSchema = z
  .array(imageEntryInputSchema)
  .max(IMAGES_MAX_COUNT, `Must have at most ${IMAGES_MAX_COUNT} images`);

/** An image entry as stored and answered: exactly one entry of a non-empty list is primary. */
export const imageEntrySchema = z.object({
  url: z.string(),
  isPrimary: z.boolean(),
  caption: z.string(),
});
export type ImageEntry = z.infer<typeof imageEntrySchema>;

/**
 * Applies the image rules (product spec §4) to a list as a client sends it:
 * - no primary (first image of an empty set, or the primary was removed):
 *   the first image becomes primary;
 * - several primaries (another was set while the old one is still marked):
 *   the one that was not primary before wins, so setting a primary demotes
 *   the old one; without history the first marked one wins.
 * Captions default to ''.
 */
export function normaliseImages(
  images: readonly ImageEntryInput[],
  previous: readonly ImageEntry[] = [],
): ImageEntry[] {
  if (images.length === 0) return [];
  const primaries = images.flatMap((image, index) => (image.isPrimary ? [index] : []));
  const previousPrimaryUrl = previous.find((image) => image.isPrimary)?.url;
  const chosen =
    primaries.length === 0
      ? 0
      : (primaries.find((index) => images[index]!.url !== previousPrimaryUrl) ?? primaries[0]!);
  return images.map((image, index) => ({
    url: image.url,
    isPrimary: index === chosen,
    caption: image.caption ?? '',
  }));
}
