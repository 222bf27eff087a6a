import { z } from 'zod';
import { thumbsValueSchema } from './common';
import { restaurantListQuerySchema } from './list-query';

/**
 * Query of GET /api/restaurants/locations: the list's diary, thumbs filter,
 * search, tag and want-to-go (the same meanings as GET /api/restaurants),
 * nothing else.
 */
export const restaurantLocationsQuerySchema = restaurantListQuerySchema
  .pick({ diaryId: true, filter: true, q: true, tagId: true, wantToGo: true })
  .strict();
export type RestaurantLocationsQuery = z.infer<typeof restaurantLocationsQuerySchema>;

/** A restaurant with coordinates, as the map draws it. */
export const restaurantPlaceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  isThumbsUp: thumbsValueSchema,
  wantToGo: z.boolean(),
  lat: z.number(),
  long: z.number(),
});
export type RestaurantPlace = z.infer<typeof restaurantPlaceSchema>;

/**
 * GET /api/restaurants/locations: the user's matching restaurants that have
 * coordinates, and how many matching ones have none.
 */
export const restaurantLocationsSchema = z.object({
  places: z.array(restaurantPlaceSchema),
  withoutLocation: z.number().int().nonnegative(),
});
export type RestaurantLocations = z.infer<typeof restaurantLocationsSchema>;

const latitudeSchema = z
  .number({ error: 'Expected a number' })
  .min(-90, 'Must be between -90 and 90')
  .max(90, 'Must be between -90 and 90');
const longitudeSchema = z
  .number({ error: 'Expected a number' })
  .min(-180, 'Must be between -180 and 180')
  .max(180, 'Must be between -180 and 180');

/** PUT /api/restaurants/{id}/location: both coordinates, or both null to forget them. */
export const restaurantLocationInputSchema = z
  .object({ lat: latitudeSchema.nullable(), long: longitudeSchema.nullable() })
  .refine(
    ({ lat, long }) => (lat === null) === (long === null),
    'lat and long must both be numbers or both be null',
  );
export type RestaurantLocationInput = z.infer<typeof restaurantLocationInputSchema>;
