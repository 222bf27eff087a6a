import type { ImageEntry, Price, ThumbsValue } from '@dd/contracts';
import { imagesPayload, parseAmount, PRICE_ERROR, type DraftCheck } from '@dd/diary-ui';
import type { MealDraft } from './mealDraft';

/** The body of POST /api/meals and PUT /api/meals/{id}. */
export interface MealPayload {
  name: string;
  date: string;
  restaurantId: string | null;
  isThumbsUp: ThumbsValue;
  price: Price | null;
  notes: string;
  mealImages: ImageEntry[];
  /** The legacy single image is carried in mealImages by now (see draftFromMeal). */
  imageUrl: null;
}

export type MealPayloadResult = DraftCheck<MealPayload, 'name' | 'date' | 'priceAmount'>;

export const MEAL_DRAFT_ERRORS = {
  name: 'Meal name is required',
  date: 'Date is required',
  priceAmount: PRICE_ERROR,
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day `YYYY-MM-DD` (not 2024-02-30). */
function isDiaryDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * The API body of a draft, or the field errors that keep it from being sent
 * (product spec §5: name and date are required, with no other bounds; a
 * price, when typed, is an amount with at most 2 decimals).
 */
export function mealPayload(draft: MealDraft): MealPayloadResult {
  const name = draft.name.trim();
  const date = draft.date.trim();
  const amount = parseAmount(draft.priceAmount);
  const errors: Partial<Record<'name' | 'date' | 'priceAmount', string>> = {};
  if (!name) errors.name = MEAL_DRAFT_ERRORS.name;
  if (!isDiaryDay(date)) errors.date = MEAL_DRAFT_ERRORS.date;
  if (amount === undefined) errors.priceAmount = MEAL_DRAFT_ERRORS.priceAmount;
  if (errors.name || errors.date || amount === undefined) return { ok: false, errors };
  return {
    ok: true,
    payload: {
      name,
      date,
      restaurantId: draft.restaurant?._id ?? null,
      isThumbsUp: draft.isThumbsUp,
      price: amount === null ? null : { amount, currency: draft.priceCurrency },
      notes: draft.notes,
      mealImages: imagesPayload(draft.mealImages),
      imageUrl: null,
    },
  };
}
