import type { ImageEntry, NamedRef, Price, ThumbsValue } from '@dd/contracts';
import type { OutboxEntry, OutboxStatus } from '@dd/shell-kit';
import { hasPendingMeals } from './hasPendingMeals';
import type { MealPayload } from './mealPayload';

export { hasPendingMeals, MEAL_PREVIEW_KIND } from './hasPendingMeals';

/** What the meal list shows of a meal saved on the device but not yet on the server. */
export type PendingMeal = {
  entryId: string;
  name: string;
  date: string;
  restaurant: NamedRef | null;
  isThumbsUp: ThumbsValue;
  price: Price | null;
  /** Who you were with. */
  companions: string[];
  mealImages: ImageEntry[];
  status: OutboxStatus;
  /** The server's message when it refused the meal. */
  failure?: string;
};

/** The preview kept with a queued meal: its payload, with the restaurant's name for the card. */
export type MealPreview = Omit<MealPayload, 'restaurantId'> & { restaurant: NamedRef | null };

export function mealPreview(payload: MealPayload, restaurant: NamedRef | null): MealPreview {
  const { restaurantId, ...fields } = payload;
  return {
    ...fields,
    restaurant: restaurantId && restaurant?._id === restaurantId ? restaurant : null,
  };
}

/** The queued meal creates, newest first (as the list orders meals by date, a new one is usually first). */
export function pendingMeals(
  entries: readonly OutboxEntry[],
  statuses: ReadonlyMap<string, OutboxStatus>,
): PendingMeal[] {
  return entries
    .filter((entry) => hasPendingMeals([entry]))
    .map((entry) => {
      const preview = entry.preview!.value as MealPreview;
      return {
        entryId: entry.id,
        name: preview.name,
        date: preview.date,
        restaurant: preview.restaurant,
        isThumbsUp: preview.isThumbsUp,
        // Meals queued before prices carry none.
        price: preview.price ?? null,
        // Meals queued before companions name none.
        companions: preview.companions ?? [],
        mealImages: preview.mealImages,
        status: statuses.get(entry.id) ?? 'waiting',
        ...(entry.failure ? { failure: entry.failure.message } : {}),
      };
    })
    .reverse();
}
