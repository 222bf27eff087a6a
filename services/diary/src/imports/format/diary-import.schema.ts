import {
  createMealSchema,
  createPostSchema,
  createRestaurantSchema,
  diaryDateSchema,
  diaryNameInputSchema,
  type Price,
  tagNameInputSchema,
} from '@dd/contracts';
import { z } from 'zod';
import { DIARY_EXPORT_FORMAT } from '../../exports/format/diary-export.schema';

/**
 * diary.json as an import reads it (docs/export-format.md). The envelope
 * must match, or the file is refused; each record is checked on its own
 * against the API's own rules, and one that fails is skipped, not fatal.
 */
export const SUPPORTED_EXPORT_VERSION = 1;

const sourceId = z.string().min(1).max(64);
const isoTime = z.iso.datetime({ offset: true }).nullish();

/** One diary's records, each still unchecked. */
const diaryRecordsShape = {
  restaurants: z.array(z.unknown()),
  meals: z.array(z.unknown()),
  tags: z.array(z.unknown()),
  restaurantTags: z.array(z.unknown()),
  mealTags: z.array(z.unknown()),
};

export const importEnvelopeSchema = z.object({
  format: z.literal(DIARY_EXPORT_FORMAT),
  version: z.literal(SUPPORTED_EXPORT_VERSION),
  exportedAt: z.string(),
  profile: z.object({ id: sourceId }),
  ...diaryRecordsShape,
  categories: z.array(z.unknown()).default([]),
  posts: z.array(z.unknown()).default([]),
  /** Each checked on its own (importedSharedDiarySchema): absent in files from before shared diaries. */
  sharedDiaries: z.array(z.unknown()).default([]),
});
export type ImportEnvelope = z.infer<typeof importEnvelopeSchema>;

/** A shared diary the exporting user owned; its name follows the API's rules for a diary's name. */
export const importedSharedDiarySchema = z.object({
  id: sourceId,
  name: z.string(),
  ...diaryRecordsShape,
});
export type ImportedDiaryRecords = z.infer<z.ZodObject<typeof diaryRecordsShape>>;

export const importedImageSchema = z.object({
  url: z.string(),
  isPrimary: z.boolean().default(false),
  caption: z.string().default(''),
  photo: z.string().nullable().default(null),
});
export type ImportedImage = z.infer<typeof importedImageSchema>;

const imagesField = z.array(importedImageSchema).default([]);

export const importedRestaurantSchema = z.object({
  id: sourceId,
  name: z.string(),
  address: z.string().default(''),
  phone: z.string().default(''),
  website: z.string().default(''),
  cuisine: z.string().default(''),
  mapsUrl: z.string().default(''),
  notes: z.string().default(''),
  date: diaryDateSchema,
  isThumbsUp: z.boolean().nullable().default(null),
  wantToGo: z.boolean().default(false),
  yelpId: z.string().nullable().default(null),
  lat: z.number().nullable().default(null),
  long: z.number().nullable().default(null),
  restaurantImages: imagesField,
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type ImportedRestaurant = z.infer<typeof importedRestaurantSchema>;

export const importedMealSchema = z.object({
  id: sourceId,
  name: z.string(),
  date: diaryDateSchema,
  isThumbsUp: z.boolean().nullable().default(null),
  notes: z.string().default(''),
  restaurantId: z.string().nullable().default(null),
  mealImages: imagesField,
  /** Checked by the API's rules (mealRules); absent in exports from before prices: none. */
  price: z.unknown().default(null),
  /** Checked by the API's rules (mealRules); absent in exports from before companions: nobody. */
  companions: z.unknown().default([]),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type ImportedMeal = Omit<z.infer<typeof importedMealSchema>, 'price' | 'companions'> & {
  price: Price | null;
  companions: string[];
};

export const importedTagSchema = z.object({ id: sourceId, name: z.string() });
export type ImportedTag = z.infer<typeof importedTagSchema>;

export const importedRestaurantTagSchema = z.object({ restaurantId: sourceId, tagId: sourceId });
export const importedMealTagSchema = z.object({ mealId: sourceId, tagId: sourceId });
export const importedCategorySchema = z.object({ name: z.string() });

export const importedPostSchema = z.object({
  id: sourceId,
  content: z.string(),
  createdAt: isoTime,
});
export type ImportedPost = z.infer<typeof importedPostSchema>;

/** The API's own rules for what a record's text fields may hold (lengths, control characters, links). */
export const restaurantRules = createRestaurantSchema;
export const mealRules = createMealSchema;
export const tagRules = tagNameInputSchema;
export const postRules = createPostSchema;
export const diaryNameRules = diaryNameInputSchema;
