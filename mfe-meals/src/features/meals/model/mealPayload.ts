import type { ImageEntry, Price, ThumbsValue } from '@dd/contracts';
import {
  addCompanion,
  imagesPayload,
  parseAmount,
  PRICE_ERROR,
  type DraftCheck,
} from '@dd/diary-ui';
import type { MealDraft } from './mealDraft';

/** The body of POST /api/meals and PUT /api/meals/{id}. */
export interface MealPayload {
  name: string;
  date: string;
  restaurantId: string | null;
  isThumbsUp: ThumbsValue;
  price: Price | null;
  /** Who you were with, each person once. */
  companions: string[];
  notes: string;
  mealImages: ImageEntry[];
  /** The legacy single image is carried in mealImages by now (see draftFromMeal). */
  imageUrl: null;
}

type CheckedField = 'name' | 'date' | 'priceAmount' | 'companionText';

export type MealPayloadResult = DraftCheck<MealPayload, CheckedField>;

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
 * price, when typed, is an amount with at most 2 decimals; a name typed in
 * "Who you were with" but not added is added, unless too long or one too many).
 */
export function mealPayload(draft: MealDraft): MealPayloadResult {
  const name = draft.name.trim();
  const date = draft.date.trim();
  const amount = parseAmount(draft.priceAmount);
  // A name typed but not added goes with the meal; one already added is not named twice.
  const typed = addCompanion(draft.companions, draft.companionText);
  const companions = typed.kind === 'add' ? typed.companions : draft.companions;
  const errors: Partial<Record<CheckedField, string>> = {};
  if (!name) errors.name = MEAL_DRAFT_ERRORS.name;
  if (!isDiaryDay(date)) errors.date = MEAL_DRAFT_ERRORS.date;
  if (amount === undefined) errors.priceAmount = MEAL_DRAFT_ERRORS.priceAmount;
  if (typed.kind === 'refuse' && !typed.already) errors.companionText = typed.note;
  if (errors.name || errors.date || errors.companionText || amount === undefined)
    return { ok: false, errors };
  return {
    ok: true,
    payload: {
      name,
      date,
      restaurantId: draft.restaurant?._id ?? null,
      isThumbsUp: draft.isThumbsUp,
      price: amount === null ? null : { amount, currency: draft.priceCurrency },
      companions,
      notes: draft.notes,
      mealImages: imagesPayload(draft.mealImages),
      imageUrl: null,
    },
  };
}
