import type { Meal, NamedRef, Tag, ThumbsValue } from '@dd/contracts';
import type { ImageEntry } from '@dd/ui-kit';
import { amountText, diaryDay, displayableImages, localDiaryDate } from '@dd/diary-ui';

/**
 * What the meal form edits (product spec §3 Meal form draft): the meal's own fields
 * plus its selected tags. The restaurant is kept with its name, so the picker
 * can show it; a preselected one (`?restaurantId=`) has an empty name until
 * it is loaded.
 */
export interface MealDraft {
  name: string;
  restaurant: NamedRef | null;
  /** `YYYY-MM-DD`. */
  date: string;
  isThumbsUp: ThumbsValue;
  /** What it cost, as typed ("18.50"); blank for no price. */
  priceAmount: string;
  /** ISO 4217; the user's default currency until changed. */
  priceCurrency: string;
  notes: string;
  mealImages: ImageEntry[];
  tags: Tag[];
  /** Who you were with: the names added, in order. */
  companions: string[];
  /** A name typed in "Who you were with" but not yet added (saved with the meal). */
  companionText: string;
}

/**
 * A new meal: empty, unrated, without a price in `currency`, eaten today
 * (the user's own calendar day), at `restaurantId` if given.
 */
export function emptyMealDraft({
  restaurantId,
  currency,
  today = new Date(),
}: {
  restaurantId?: string | null;
  currency: string;
  today?: Date;
}): MealDraft {
  const id = restaurantId?.trim();
  return {
    name: '',
    restaurant: id ? { _id: id, name: '' } : null,
    date: localDiaryDate(today),
    isThumbsUp: null,
    priceAmount: '',
    priceCurrency: currency,
    notes: '',
    mealImages: [],
    tags: [],
    companions: [],
    companionText: '',
  };
}

/**
 * The draft of a stored meal and its tags; a legacy single `imageUrl` becomes
 * its one primary image. A meal without a price offers `currency` for one.
 */
export function draftFromMeal(meal: Meal, tags: readonly Tag[], currency: string): MealDraft {
  return {
    name: meal.name ?? '',
    restaurant: meal.restaurantId
      ? { _id: meal.restaurantId._id, name: meal.restaurantId.name }
      : null,
    date: diaryDay(meal.date ?? ''),
    isThumbsUp: meal.isThumbsUp ?? null,
    priceAmount: meal.price ? amountText(meal.price.amount) : '',
    priceCurrency: meal.price?.currency ?? currency,
    notes: meal.notes ?? '',
    mealImages: displayableImages(meal.mealImages, meal.imageUrl),
    tags: [...tags],
    // Meals stored before companions carry none.
    companions: [...(meal.companions ?? [])],
    companionText: '',
  };
}

/** The preselected restaurant's name, once it is known; any other draft is left as it is. */
export function withRestaurantName(draft: MealDraft, restaurant: NamedRef): MealDraft {
  if (draft.restaurant?._id !== restaurant._id || draft.restaurant.name) return draft;
  return { ...draft, restaurant: { _id: restaurant._id, name: restaurant.name } };
}
