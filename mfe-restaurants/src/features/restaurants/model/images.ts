import type { ImageEntry, Restaurant } from '@dd/contracts';
import { imagesWithLegacyFallback, isAllowedImageUrl } from '@dd/contracts/rules';

/**
 * The restaurant's images the API would accept (older records may hold others); a legacy record with only `imageUrl`
 * reads as that one image, primary, with an empty caption (SPEC §3).
 */
export function restaurantImages(
  restaurant: Pick<Restaurant, 'restaurantImages' | 'imageUrl'>,
): ImageEntry[] {
  return imagesWithLegacyFallback(restaurant.restaurantImages, restaurant.imageUrl).filter(
    (image) => isAllowedImageUrl(image.url),
  );
}

/** The image that stands for the restaurant: the primary one, else the first. */
export function coverImage(
  restaurant: Pick<Restaurant, 'restaurantImages' | 'imageUrl'>,
): ImageEntry | undefined {
  const images = restaurantImages(restaurant);
  return images.find((image) => image.isPrimary) ?? images[0];
}
