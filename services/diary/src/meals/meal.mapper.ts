import {
  companionKey,
  CreateMealInput,
  ImageEntry,
  imagesWithLegacyFallback,
  Meal,
  NamedRef,
  normaliseImages,
  Price,
  UpdateMealInput,
} from '@dd/contracts';
import { Types } from 'mongoose';
import { nameKeyOf } from '../common/name-key';
import type { MealRecord } from './meal.schema';
import type { MealFields } from './meals.repository';
import type { PriceRecord } from './price.schema';

/**
 * The stored fields for the fields a client sent; images follow the primary
 * rules. `diaryId` is never one of them: a move is MealMoves' alone.
 */
export function mealFieldsFrom(
  input: CreateMealInput | UpdateMealInput,
  previousImages: readonly ImageEntry[] = [],
): MealFields {
  const { mealImages, restaurantId, companions, diaryId: _diaryId, ...rest } = input;
  const fields: MealFields = { ...rest };
  if (companions !== undefined) Object.assign(fields, companionFields(companions));
  if (input.name !== undefined) fields.nameKey = nameKeyOf(input.name);
  if (restaurantId !== undefined)
    fields.restaurantId = restaurantId === null ? null : new Types.ObjectId(restaurantId);
  if (mealImages !== undefined) fields.mealImages = normaliseImages(mealImages, previousImages);
  return fields;
}

/**
 * A meal as the API answers it, its restaurant populated as `{ _id, name }`
 * from `restaurantNames` (null when it has none or it no longer exists).
 */
export function toMeal(
  record: MealRecord,
  restaurantNames: ReadonlyMap<string, string>,
  tags?: NamedRef[],
): Meal {
  const restaurantId = record.restaurantId?.toHexString();
  const restaurantName = restaurantId === undefined ? undefined : restaurantNames.get(restaurantId);
  return {
    _id: record._id.toHexString(),
    diaryId: record.diaryId,
    userId: record.userId,
    name: record.name,
    date: record.date,
    isThumbsUp: record.isThumbsUp ?? null,
    notes: record.notes ?? '',
    restaurantId:
      restaurantId !== undefined && restaurantName !== undefined
        ? { _id: restaurantId, name: restaurantName }
        : null,
    mealImages: imagesWithLegacyFallback(record.mealImages, record.imageUrl),
    imageUrl: record.imageUrl ?? null,
    price: priceOf(record.price),
    companions: record.companions ?? [],
    ...(tags ? { tags } : {}),
  };
}

/** A stored price as answered: only its two fields, null when there is none (or it predates prices). */
export function priceOf(price: PriceRecord | null | undefined): Price | null {
  return price ? { amount: price.amount, currency: price.currency } : null;
}

/**
 * The stored fields of a meal's companions: the names as the contracts tidied
 * them and, beside them, the key of each (what the filter and the people's
 * figures compare) and whether there is anyone (what the people's count reads).
 */
export function companionFields(
  companions: readonly string[],
): Pick<MealRecord, 'companions' | 'companionKeys' | 'hasCompanions'> {
  return {
    companions: [...companions],
    companionKeys: companions.map(companionKey),
    hasCompanions: companions.length > 0,
  };
}
