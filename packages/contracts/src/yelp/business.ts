import { z } from 'zod';

/** The parts of Yelp Fusion's business, review and autocomplete answers the app reads (product spec §3). */

export const yelpCategorySchema = z.object({ alias: z.string(), title: z.string() });
export type YelpCategory = z.infer<typeof yelpCategorySchema>;

export const yelpOpenSlotSchema = z.object({
  is_overnight: z.boolean(),
  /** HHMM */
  start: z.string(),
  /** HHMM */
  end: z.string(),
  /** 0 = Monday … 6 = Sunday */
  day: z.number().int().min(0).max(6),
});

export const yelpHoursSchema = z.object({
  open: z.array(yelpOpenSlotSchema),
  hours_type: z.string(),
  is_open_now: z.boolean(),
});

export const yelpLocationSchema = z.object({
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  address3: z.string().nullable(),
  city: z.string(),
  zip_code: z.string(),
  country: z.string(),
  state: z.string(),
  display_address: z.array(z.string()),
});

export const yelpCoordinatesSchema = z.object({ latitude: z.number(), longitude: z.number() });

/** A business as search answers it (`distance` in metres when the search had a centre). */
export const yelpBusinessSchema = z.object({
  id: z.string(),
  alias: z.string(),
  name: z.string(),
  image_url: z.string(),
  is_closed: z.boolean(),
  url: z.string(),
  review_count: z.number().int(),
  categories: z.array(yelpCategorySchema),
  rating: z.number(),
  coordinates: yelpCoordinatesSchema,
  transactions: z.array(z.string()),
  price: z.string().optional(),
  location: yelpLocationSchema,
  phone: z.string(),
  display_phone: z.string(),
  distance: z.number().optional(),
});
export type YelpBusiness = z.infer<typeof yelpBusinessSchema>;

/** GET /v3/businesses/{id}: the search fields plus photos and hours. */
export const yelpBusinessDetailsSchema = yelpBusinessSchema.extend({
  photos: z.array(z.string()),
  hours: z.array(yelpHoursSchema),
});
export type YelpBusinessDetails = z.infer<typeof yelpBusinessDetailsSchema>;

export const yelpSearchResponseSchema = z.object({
  businesses: z.array(yelpBusinessSchema),
  total: z.number().int(),
  region: z.object({ center: yelpCoordinatesSchema }),
});
export type YelpSearchResponse = z.infer<typeof yelpSearchResponseSchema>;

export const yelpReviewSchema = z.object({
  id: z.string(),
  url: z.string(),
  text: z.string(),
  rating: z.number(),
  time_created: z.string(),
  user: z.object({
    id: z.string(),
    profile_url: z.string(),
    image_url: z.string().nullable(),
    name: z.string(),
  }),
});
export type YelpReview = z.infer<typeof yelpReviewSchema>;

export const yelpReviewsResponseSchema = z.object({
  reviews: z.array(yelpReviewSchema),
  total: z.number().int(),
  possible_languages: z.array(z.string()),
});
export type YelpReviewsResponse = z.infer<typeof yelpReviewsResponseSchema>;

/** GET /v3/autocomplete: suggested terms, businesses (id + name) and categories. */
export const yelpAutocompleteResponseSchema = z.object({
  terms: z.array(z.object({ text: z.string() })),
  businesses: z.array(z.object({ id: z.string(), name: z.string() })),
  categories: z.array(yelpCategorySchema),
});
export type YelpAutocompleteResponse = z.infer<typeof yelpAutocompleteResponseSchema>;
