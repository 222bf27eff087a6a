import { type AuthUser, imagesWithLegacyFallback } from '@dd/contracts';
import type { Types } from 'mongoose';
import { priceOf } from '../../meals/meal.mapper';
import type { MealRecord } from '../../meals/meal.schema';
import type { PostRecord } from '../../posts/post.schema';
import type { RestaurantRecord } from '../../restaurants/restaurant.schema';
import type { MealTagRecord, RestaurantTagRecord } from '../../tag-links/tag-link.schema';
import type { TagRecord } from '../../tags/tag.schema';
import type {
  ExportedImage,
  ExportedMeal,
  ExportedMealTag,
  ExportedPost,
  ExportedProfile,
  ExportedRestaurant,
  ExportedRestaurantTag,
  ExportedTag,
} from './diary-export.schema';
import { photoEntryName, uploadedPhotoFile } from './photo-entries';

interface ImageLike {
  url: string;
  isPrimary?: boolean;
  caption?: string;
}

type Stored<T> = Omit<T, 'createdAt' | 'updatedAt'> & { createdAt?: Date; updatedAt?: Date };

const idOf = (id: Types.ObjectId | string): string => String(id);
const isoOf = (date: Date | undefined): string | null => (date ? date.toISOString() : null);

export function toExportedImages(
  images: readonly ImageLike[] | undefined,
  legacyImageUrl?: string | null,
): ExportedImage[] {
  const normalised = imagesWithLegacyFallback(
    images?.map((image) => ({
      url: image.url,
      isPrimary: image.isPrimary ?? false,
      caption: image.caption ?? '',
    })),
    legacyImageUrl,
  );
  return normalised.map(({ url, isPrimary, caption }) => {
    const file = uploadedPhotoFile(url);
    return { url, isPrimary, caption: caption ?? '', photo: file ? photoEntryName(file) : null };
  });
}

export function toExportedProfile(user: AuthUser): ExportedProfile {
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    newsletter: user.newsletter,
    currency: user.currency ?? null,
    userImages: toExportedImages(user.userImages),
  };
}

export function toExportedRestaurant(record: Stored<RestaurantRecord>): ExportedRestaurant {
  return {
    id: idOf(record._id),
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
    restaurantImages: toExportedImages(record.restaurantImages, record.imageUrl),
    createdAt: isoOf(record.createdAt),
    updatedAt: isoOf(record.updatedAt),
  };
}

export function toExportedMeal(record: Stored<MealRecord>): ExportedMeal {
  return {
    id: idOf(record._id),
    name: record.name,
    date: record.date,
    isThumbsUp: record.isThumbsUp ?? null,
    notes: record.notes ?? '',
    restaurantId: record.restaurantId ? idOf(record.restaurantId) : null,
    mealImages: toExportedImages(record.mealImages, record.imageUrl),
    price: priceOf(record.price),
    companions: [...(record.companions ?? [])],
    createdAt: isoOf(record.createdAt),
    updatedAt: isoOf(record.updatedAt),
  };
}

export function toExportedTag(record: Pick<TagRecord, '_id' | 'name'>): ExportedTag {
  return { id: idOf(record._id), name: record.name };
}

export function toExportedRestaurantTag(record: RestaurantTagRecord): ExportedRestaurantTag {
  return {
    id: idOf(record._id),
    restaurantId: idOf(record.restaurantId),
    tagId: idOf(record.tagId),
  };
}

export function toExportedMealTag(record: MealTagRecord): ExportedMealTag {
  return { id: idOf(record._id), mealId: idOf(record.mealId), tagId: idOf(record.tagId) };
}

export function toExportedPost(record: Stored<PostRecord>): ExportedPost {
  return { id: idOf(record._id), content: record.content, createdAt: isoOf(record.createdAt) };
}

/** The uploaded photos a record's images point at (file names, for fetching from media). */
export function photoFilesOf(images: readonly ExportedImage[]): string[] {
  return images.flatMap((image) => {
    const file = uploadedPhotoFile(image.url);
    return file ? [file] : [];
  });
}
