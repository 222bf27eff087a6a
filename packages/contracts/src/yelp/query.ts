import { z } from 'zod';

/**
 * Query schemas of the business-listing proxy (/api/yelp). Each one is a
 * whitelist: unknown parameters are dropped, every accepted value is bounded,
 * so nothing a user sends can reach the upstream API unchecked.
 */

export const YELP_LIMITS = {
  maxRadius: 40_000,
  maxLimit: 50,
  maxOffset: 1000,
  maxTermLength: 100,
  maxLocationLength: 200,
  nearbyDefaultLimit: 20,
  nearbyDefaultRadius: 1000,
} as const;

export const YELP_SORT_BY = ['best_match', 'rating', 'review_count', 'distance'] as const;
export type YelpSortBy = (typeof YELP_SORT_BY)[number];

/** A Yelp business id or alias: letters, digits, `_` and `-` only, so it cannot alter a URL path. */
export const YELP_BUSINESS_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

// Query values arrive as strings; a repeated parameter arrives as an array and is rejected.
const decimal = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,12})?$/, 'Must be a number')
    .transform(Number)
    .pipe(z.number().min(min).max(max));
const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'Must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min).max(max));

const latitude = decimal(-90, 90);
const longitude = decimal(-180, 180);
const radius = integer(1, YELP_LIMITS.maxRadius);
const limit = integer(1, YELP_LIMITS.maxLimit);
const offset = integer(0, YELP_LIMITS.maxOffset);
const sortBy = z.enum(YELP_SORT_BY);
const text = (max: number) => z.string().trim().min(1, 'Required').max(max);

/** '1,2,4' style price filter: distinct levels 1–4, answered sorted ('4,1' → '1,4'). */
export const yelpPriceSchema = z
  .string()
  .regex(/^[1-4](,[1-4]){0,3}$/, 'Must be price levels 1-4 joined by commas, e.g. 1,2')
  .transform((value) => [...new Set(value.split(','))].sort().join(','));

/** Comma-separated category aliases, e.g. 'pizza,thai'. */
export const yelpCategoriesSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9_]{1,40}(,[a-z0-9_]{1,40}){0,9}$/, 'Must be category aliases joined by commas');

const booleanFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

const searchFields = {
  term: text(YELP_LIMITS.maxTermLength).optional(),
  location: text(YELP_LIMITS.maxLocationLength).optional(),
  latitude: latitude.optional(),
  longitude: longitude.optional(),
  radius: radius.optional(),
  limit: limit.optional(),
  offset: offset.optional(),
  sort_by: sortBy.optional(),
  categories: yelpCategoriesSchema.optional(),
  price: yelpPriceSchema.optional(),
  open_now: booleanFlag.optional(),
};

const COORDINATES_MESSAGE = 'latitude and longitude are required together';

/** GET /api/yelp/search: term with a location, or with latitude + longitude (+ radius). */
export const yelpSearchQuerySchema = z
  .object(searchFields)
  .refine((query) => (query.latitude === undefined) === (query.longitude === undefined), {
    message: COORDINATES_MESSAGE,
  })
  .refine((query) => query.location !== undefined || query.latitude !== undefined, {
    message: 'location or latitude and longitude are required',
  });
export type YelpSearchQuery = z.infer<typeof yelpSearchQuerySchema>;

/** GET /api/yelp/search/nearby: coordinates required; defaults limit 20, radius 1000 m, sorted by distance. */
export const yelpNearbyQuerySchema = z.object({
  latitude,
  longitude,
  term: searchFields.term,
  limit: limit.default(YELP_LIMITS.nearbyDefaultLimit),
  offset: offset.optional(),
  radius: radius.default(YELP_LIMITS.nearbyDefaultRadius),
  sort_by: sortBy.default('distance'),
  categories: searchFields.categories,
  price: searchFields.price,
  open_now: searchFields.open_now,
});
export type YelpNearbyQuery = z.infer<typeof yelpNearbyQuerySchema>;

/** GET /api/yelp/autocomplete: text plus optional coordinates (both or neither). */
export const yelpAutocompleteQuerySchema = z
  .object({
    text: text(YELP_LIMITS.maxTermLength),
    latitude: latitude.optional(),
    longitude: longitude.optional(),
  })
  .refine((query) => (query.latitude === undefined) === (query.longitude === undefined), {
    message: COORDINATES_MESSAGE,
  });
export type YelpAutocompleteQuery = z.infer<typeof yelpAutocompleteQuerySchema>;

/** The :id path parameter of /api/yelp/business/:id(/reviews). */
export const yelpBusinessIdSchema = z
  .string()
  .regex(YELP_BUSINESS_ID_PATTERN, 'Must be a Yelp business id');
