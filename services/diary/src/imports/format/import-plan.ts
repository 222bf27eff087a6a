import {
  googleMapsHref,
  type ImportSkip,
  imageEntryInputSchema,
  IMAGES_MAX_COUNT,
  MAPS_URL_MAX_LENGTH,
  uploadedFileOf,
} from '@dd/contracts';
import type { z } from 'zod';
import {
  type ImportedImage,
  type ImportedMeal,
  type ImportedPost,
  type ImportedRestaurant,
  type ImportedTag,
  type ImportEnvelope,
  importedCategorySchema,
  importedMealSchema,
  importedMealTagSchema,
  importedPostSchema,
  importedRestaurantSchema,
  importedRestaurantTagSchema,
  importedSharedDiarySchema,
  importedTagSchema,
  type ImportedDiaryRecords,
  diaryNameRules,
  mealRules,
  postRules,
  restaurantRules,
  tagRules,
} from './diary-import.schema';

/** A photo entry as the export names it: `photos/<file>`, a name media could have given. */
const PHOTO_ENTRY = /^photos\/[A-Za-z0-9_-]{1,64}\.[a-z0-9]{2,5}$/;

export interface TagLink {
  ownerId: string;
  tagId: string;
}

/** One diary's records that can be imported, checked. */
export interface DiaryRecordsPlan {
  tags: ImportedTag[];
  restaurants: ImportedRestaurant[];
  meals: ImportedMeal[];
  restaurantTags: TagLink[];
  mealTags: TagLink[];
}

/** A shared diary of the export: restored into the importer's own shared diary of that name. */
export interface SharedDiaryPlan {
  /** Its id where it was exported: a re-import into that very diary recognises its records. */
  sourceDiary: string;
  name: string;
  records: DiaryRecordsPlan;
}

/** Everything of an export that can be imported, checked; what cannot is in `skips`. */
export interface ImportPlan {
  /** The account the export came from (its personal diary's id): re-imports into it recognise its own records. */
  sourceAccount: string;
  /** The personal diary's records: restored into the diary the import chose. */
  records: DiaryRecordsPlan;
  sharedDiaries: SharedDiaryPlan[];
  categories: string[];
  posts: ImportedPost[];
  skips: ImportSkip[];
}

type Skip = (item: string, reason: string) => void;

/** Checks every record against the API's rules; keeps the good ones and says why the others are left out. */
export function planImport(envelope: ImportEnvelope): ImportPlan {
  const skips: ImportSkip[] = [];
  const skip: Skip = (item, reason) => skips.push({ item, reason });

  const records = planDiaryRecords(envelope, skip);

  const sharedDiaries = envelope.sharedDiaries.flatMap((raw, index): SharedDiaryPlan[] => {
    const parsed = importedSharedDiarySchema.safeParse(raw);
    if (!parsed.success) return skipped(skip, `shared diary #${index + 1}`, 'it is not readable');
    const label = `shared diary "${parsed.data.name}"`;
    const name = diaryNameRules.safeParse({ name: parsed.data.name });
    if (!name.success) return skipped(skip, label, firstIssue(name.error));
    return [
      {
        sourceDiary: parsed.data.id,
        name: name.data.name,
        records: planDiaryRecords(parsed.data, (item, reason) =>
          skip(`${item} of ${label}`, reason),
        ),
      },
    ];
  });

  const categories = [
    ...new Set(
      envelope.categories.flatMap((raw) => {
        const category = importedCategorySchema.safeParse(raw);
        const name = category.success ? category.data.name.trim() : '';
        return name ? [name] : [];
      }),
    ),
  ];

  const posts = uniqueById(
    envelope.posts.flatMap((raw, index) => {
      const parsed = importedPostSchema.safeParse(raw);
      if (!parsed.success) return skipped(skip, `post #${index + 1}`, 'it is not readable');
      const rules = postRules.safeParse({ content: parsed.data.content });
      if (!rules.success) return skipped(skip, `post #${index + 1}`, firstIssue(rules.error));
      return [{ ...parsed.data, content: rules.data.content }];
    }),
    (_post, index) => `post #${index + 1}`,
    skip,
  );

  return {
    sourceAccount: envelope.profile.id,
    records,
    sharedDiaries,
    categories,
    posts,
    skips,
  };
}

/** One diary's tags, restaurants, meals and their links; a link to a record left out goes with it. */
function planDiaryRecords(diary: ImportedDiaryRecords, skip: Skip): DiaryRecordsPlan {
  const tags = uniqueById(
    diary.tags.flatMap((raw, index) => {
      const tag = importedTagSchema.safeParse(raw);
      if (!tag.success) return skipped(skip, `tag #${index + 1}`, 'it is not readable');
      const rules = tagRules.safeParse({ name: tag.data.name });
      if (!rules.success) return skipped(skip, `tag "${tag.data.name}"`, firstIssue(rules.error));
      return [{ id: tag.data.id, name: rules.data.name }];
    }),
    (tag) => `tag "${tag.name}"`,
    skip,
  );

  const restaurants = uniqueById(
    diary.restaurants.flatMap((raw, index) => {
      const parsed = importedRestaurantSchema.safeParse(raw);
      if (!parsed.success) return skipped(skip, `restaurant #${index + 1}`, 'it is not readable');
      const restaurant = parsed.data;
      const label = `restaurant "${restaurant.name}"`;
      const { restaurantImages, mapsUrl, ...fields } = restaurant;
      const rules = restaurantRules.safeParse(fields);
      if (!rules.success) return skipped(skip, label, firstIssue(rules.error));
      return [
        {
          ...restaurant,
          ...rules.data,
          mapsUrl: isMapsUrl(mapsUrl) ? mapsUrl.trim() : '',
          restaurantImages: checkedImages(restaurantImages, label, skip),
        } as ImportedRestaurant,
      ];
    }),
    (restaurant) => `restaurant "${restaurant.name}"`,
    skip,
  );
  const restaurantIds = new Set(restaurants.map((restaurant) => restaurant.id));

  const meals = uniqueById(
    diary.meals.flatMap((raw, index) => {
      const parsed = importedMealSchema.safeParse(raw);
      if (!parsed.success) return skipped(skip, `meal #${index + 1}`, 'it is not readable');
      const meal = parsed.data;
      const label = `meal "${meal.name}" (${meal.date})`;
      const { mealImages, restaurantId, ...fields } = meal;
      const rules = mealRules.safeParse(fields);
      if (!rules.success) return skipped(skip, label, firstIssue(rules.error));
      return [
        {
          ...meal,
          ...rules.data,
          price: rules.data.price ?? null,
          companions: rules.data.companions ?? [],
          // A meal may still point at a restaurant deleted before the export: it had none then.
          restaurantId: restaurantId && restaurantIds.has(restaurantId) ? restaurantId : null,
          mealImages: checkedImages(mealImages, label, skip),
        } as ImportedMeal,
      ];
    }),
    (meal) => `meal "${meal.name}" (${meal.date})`,
    skip,
  );
  const mealIds = new Set(meals.map((meal) => meal.id));
  const tagIds = new Set(tags.map((tag) => tag.id));

  // Links to a record left out go with it: its skip already says so.
  const restaurantTags = diary.restaurantTags.flatMap((raw) => {
    const link = importedRestaurantTagSchema.safeParse(raw);
    return link.success && restaurantIds.has(link.data.restaurantId) && tagIds.has(link.data.tagId)
      ? [{ ownerId: link.data.restaurantId, tagId: link.data.tagId }]
      : [];
  });
  const mealTags = diary.mealTags.flatMap((raw) => {
    const link = importedMealTagSchema.safeParse(raw);
    return link.success && mealIds.has(link.data.mealId) && tagIds.has(link.data.tagId)
      ? [{ ownerId: link.data.mealId, tagId: link.data.tagId }]
      : [];
  });

  return { tags, restaurants, meals, restaurantTags, mealTags };
}

/**
 * Images that can come back: a photo carried in the archive (uploaded again),
 * or a link elsewhere (a Yelp photo). One of our upload URLs (relative, or
 * absolute on any host) without its photo cannot: it names a file of
 * another account's media.
 */
function checkedImages(
  images: readonly ImportedImage[],
  owner: string,
  skip: Skip,
): ImportedImage[] {
  const kept: ImportedImage[] = [];
  for (const image of images) {
    if (kept.length === IMAGES_MAX_COUNT) {
      skip(`an image of ${owner}`, `at most ${IMAGES_MAX_COUNT} images are kept`);
      continue;
    }
    if (image.photo !== null) {
      if (PHOTO_ENTRY.test(image.photo)) kept.push(image);
      else skip(`photo ${image.photo} of ${owner}`, 'it is not a photo of this export');
      continue;
    }
    const valid = imageEntryInputSchema.safeParse({ url: image.url, caption: image.caption });
    if (!valid.success) skip(`an image of ${owner}`, firstIssue(valid.error));
    else if (uploadedFileOf(image.url))
      skip(`an image of ${owner}`, 'its photo is not in the archive');
    else kept.push(image);
  }
  return kept;
}

/** A Google Maps link as the API takes one; another address is dropped, the place kept. */
function isMapsUrl(url: string): boolean {
  return url.trim().length <= MAPS_URL_MAX_LENGTH && googleMapsHref(url.trim()) !== null;
}

function uniqueById<T extends { id: string }>(
  records: T[],
  labelOf: (record: T, index: number) => string,
  skip: Skip,
): T[] {
  const seen = new Set<string>();
  return records.filter((record, index) => {
    if (seen.has(record.id)) {
      skip(labelOf(record, index), 'it appears twice in the export');
      return false;
    }
    seen.add(record.id);
    return true;
  });
}

function skipped(skip: Skip, item: string, reason: string): [] {
  skip(item, reason);
  return [];
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'it breaks a rule of the diary';
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}
