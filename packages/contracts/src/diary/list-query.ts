import { z } from 'zod';
import { DIARY_DATE_MAX, DIARY_DATE_MIN, objectIdSchema } from './common';
import { companionParamSchema } from './companions';
import { diaryIdField } from './diaries';
import { UNLINKED_PLACES_DEFAULT_LIMIT, UNLINKED_PLACES_MAX_LIMIT } from './google-maps';
import { THUMBS_FILTERS } from './thumbs-filters';
import { parseYelpIdsParam, YELP_IDS_MAX_COUNT } from './yelp-ids';

export { parseYelpIdsParam, YELP_IDS_MAX_COUNT, yelpIdsParam } from './yelp-ids';

export const LIST_PAGE_MAX_SIZE = 200;
export const SEARCH_TEXT_MAX_LENGTH = 200;

export const thumbsFilterSchema = z.enum(THUMBS_FILTERS);

/**
 * Query of GET /api/restaurants and GET /api/meals. Without `limit` the whole
 * list is answered (the spec's plain array). With `limit` one page is
 * answered, newest first, and the `x-next-cursor` response header (absent on
 * the last page) is passed back as `cursor` for the next one.
 * `q` searches case-insensitively (see the endpoints); `include=tags` embeds
 * each item's tags as `tags: [{ _id, name }]`; `tagId` keeps the items
 * carrying that tag (someone else's or an unknown tag matches nothing);
 * `diaryId` reads that diary (left out, the personal diary).
 */
export const diaryListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(SEARCH_TEXT_MAX_LENGTH, `Must be at most ${SEARCH_TEXT_MAX_LENGTH} characters`)
    .optional(),
  filter: thumbsFilterSchema.default('all'),
  limit: z.coerce
    .number({ error: 'Expected a whole number' })
    .int('Expected a whole number')
    .min(1, 'Must be at least 1')
    .max(LIST_PAGE_MAX_SIZE, `Must be at most ${LIST_PAGE_MAX_SIZE}`)
    .optional(),
  cursor: z.string().min(1).max(200).optional(),
  include: z.literal('tags', { error: "Expected 'tags'" }).optional(),
  tagId: objectIdSchema.optional(),
  ...diaryIdField,
});
export type DiaryListQuery = z.infer<typeof diaryListQuerySchema>;

/**
 * `wantToGo=true` keeps the restaurants saved for later, `false` those that
 * are not; left out, both. A parameter of its own rather than a fifth thumbs
 * filter: it is not a rating, and meals have no such state.
 */
export const wantToGoParamSchema = z
  .enum(['true', 'false'], { error: "Expected 'true' or 'false'" })
  .transform((value) => value === 'true');

/**
 * Query of GET /api/restaurants: the diary list query, optionally only the
 * restaurants created from these Yelp businesses (`yelpIds`, comma-separated,
 * 1 to 50 ids; the discover screen's "In your diary" lookup) and only those
 * (not) saved for later (`wantToGo`).
 */
export const restaurantListQuerySchema = diaryListQuerySchema.extend({
  wantToGo: wantToGoParamSchema.optional(),
  yelpIds: z
    .string()
    .transform(parseYelpIdsParam)
    .pipe(
      z
        .array(z.string().max(200, 'Each Yelp id must be at most 200 characters'))
        .min(1, 'Must list at least 1 Yelp id')
        .max(YELP_IDS_MAX_COUNT, `Must list at most ${YELP_IDS_MAX_COUNT} Yelp ids`),
    )
    .optional(),
});
export type RestaurantListQuery = z.infer<typeof restaurantListQuerySchema>;

/** A bound of a date range in a query string: a calendar day `YYYY-MM-DD` a diary date may take. */
const dayBoundSchema = z.iso
  .date({ error: 'Expected a date (YYYY-MM-DD)', abort: true })
  .refine(
    (day) => day >= DIARY_DATE_MIN && day <= DIARY_DATE_MAX,
    `Must be a date between ${DIARY_DATE_MIN} and ${DIARY_DATE_MAX}`,
  );

/** `from`/`to`: the days (both included) a meal's date must lie between; either may be left out. */
const mealDateRangeShape = {
  from: dayBoundSchema.optional(),
  to: dayBoundSchema.optional(),
};

function fromNotAfterTo(query: { from?: string; to?: string }): boolean {
  return query.from === undefined || query.to === undefined || query.from <= query.to;
}
const FROM_AFTER_TO = { message: 'Must not be after to', path: ['from'] };

/**
 * Query of GET /api/meals: the diary list query, optionally only the meals at
 * one restaurant, only those shared with one person (`companion`, case
 * ignored) and only those dated between `from` and `to` (both included).
 */
export const mealListQuerySchema = diaryListQuerySchema
  .extend({
    restaurantId: objectIdSchema.optional(),
    companion: companionParamSchema.optional(),
    ...mealDateRangeShape,
  })
  .refine(fromNotAfterTo, FROM_AFTER_TO);
export type MealListQuery = z.infer<typeof mealListQuerySchema>;

/**
 * Query of GET /api/meals/timeline-stats: the figures of the meals the list
 * answers for the same `filter`, `q`, `tagId`, `restaurantId`, `companion`, `from` and `to`.
 */
export const mealTimelineStatsQuerySchema = diaryListQuerySchema
  .pick({ diaryId: true, q: true, filter: true, tagId: true })
  .extend({
    restaurantId: objectIdSchema.optional(),
    companion: companionParamSchema.optional(),
    ...mealDateRangeShape,
  })
  .refine(fromNotAfterTo, FROM_AFTER_TO);
export type MealTimelineStatsQuery = z.infer<typeof mealTimelineStatsQuerySchema>;

/** Response header carrying the cursor of the next page. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** Query of GET /api/imports/google-maps/unlinked: a page size and the cursor of the page before. */
export const unlinkedPlacesQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Expected a whole number' })
    .int('Expected a whole number')
    .min(1, 'Must be at least 1')
    .max(UNLINKED_PLACES_MAX_LIMIT, `Must be at most ${UNLINKED_PLACES_MAX_LIMIT}`)
    .default(UNLINKED_PLACES_DEFAULT_LIMIT),
  cursor: z.string().min(1).max(200).optional(),
});
export type UnlinkedPlacesQuery = z.infer<typeof unlinkedPlacesQuerySchema>;

/**
 * Query of POST /api/imports/google-maps: `fileName`, the saved list's file
 * name as picked (`Want to go.csv` brings its places in as saved for later),
 * as POST /api/imports takes the archive's.
 */
export const googleMapsImportQuerySchema = z
  .object({ fileName: z.string().max(255, 'Must be at most 255 characters').optional() })
  .strict();
export type GoogleMapsImportQuery = z.infer<typeof googleMapsImportQuerySchema>;
