import type { ImageEntry, Meal } from '@dd/contracts';
import { displayableImages, displayImage } from '@dd/diary-ui';

type MealImages = Pick<Meal, 'mealImages' | 'imageUrl'>;

/**
 * The image of a meal's card and hero (SPEC §2): the only image, else the
 * primary, else the first, else the legacy `imageUrl`.
 */
export function mealCoverImage(meal: MealImages): ImageEntry | undefined {
  return displayImage(meal.mealImages, meal.imageUrl);
}

/** Every image of the meal that may be shown, a legacy `imageUrl` read as one primary image. */
export function mealPhotos(meal: MealImages): ImageEntry[] {
  return displayableImages(meal.mealImages, meal.imageUrl);
}
