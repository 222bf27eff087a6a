import {
  CreateRestaurantInput,
  imagesWithLegacyFallback,
  ImageEntry,
  NamedRef,
  normaliseImages,
  Restaurant,
  UpdateRestaurantInput,
} from '@dd/contracts';
import { nameKeyOf } from '../common/name-key';
import type { RestaurantRecord } from './restaurant.schema';
import type { RestaurantFields } from './restaurants.repository';

/**
 * The stored fields for the fields a client sent; images follow the primary
 * rules. `diaryId` is never one of them: a move is RestaurantMoves' alone.
 */
export function restaurantFieldsFrom(
  input: CreateRestaurantInput | UpdateRestaurantInput,
  previousImages: readonly ImageEntry[] = [],
): RestaurantFields {
  const { restaurantImages, diaryId: _diaryId, ...rest } = input;
  const fields: RestaurantFields = { ...rest };
  if (input.name !== undefined) fields.nameKey = nameKeyOf(input.name);
  if (restaurantImages !== undefined)
    fields.restaurantImages = normaliseImages(restaurantImages, previousImages);
  return fields;
}

/** A restaurant as the API answers it; `tags` only when they were asked for. */
export function toRestaurant(record: RestaurantRecord, tags?: NamedRef[]): Restaurant {
  return {
    _id: record._id.toHexString(),
    diaryId: record.diaryId,
    userId: record.userId,
    name: record.name,
    address: record.address ?? '',
    phone: record.phone ?? '',
    website: record.website ?? '',
    cuisine: record.cuisine ?? '',
    notes: record.notes ?? '',
    mapsUrl: record.mapsUrl ?? '',
    date: record.date,
    isThumbsUp: record.isThumbsUp ?? null,
    wantToGo: record.wantToGo ?? false,
    yelpId: record.yelpId ?? null,
    lat: record.lat ?? null,
    long: record.long ?? null,
    restaurantImages: imagesWithLegacyFallback(record.restaurantImages, record.imageUrl),
    imageUrl: record.imageUrl ?? null,
    ...(tags ? { tags } : {}),
  };
}
