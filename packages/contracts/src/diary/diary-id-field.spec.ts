import { createTagInputSchema, bulkDeleteTagsInputSchema, tagListQuerySchema } from './tags';
import {
  mealListQuerySchema,
  mealTimelineStatsQuerySchema,
  restaurantListQuerySchema,
} from './list-query';
import { restaurantLocationsQuerySchema } from './locations';
import { createMealSchema, updateMealSchema } from './meals';
import { createRestaurantSchema, updateRestaurantSchema } from './restaurants';

const SHARED = '65a1b2c3d4e5f60718293a4b';

describe('diaryId of lists and creates (issue 46)', () => {
  it('takes a shared diary’s id or a user’s id, and is optional', () => {
    expect(restaurantListQuerySchema.parse({ diaryId: SHARED }).diaryId).toBe(SHARED);
    expect(mealListQuerySchema.parse({ diaryId: 'user-ada' }).diaryId).toBe('user-ada');
    expect(tagListQuerySchema.parse({}).diaryId).toBeUndefined();
    expect(createRestaurantSchema.parse({ name: 'A', diaryId: SHARED }).diaryId).toBe(SHARED);
    expect(createMealSchema.parse({ name: 'A', date: '2024-01-01' }).diaryId).toBeUndefined();
    expect(createTagInputSchema.parse({ name: 'A', diaryId: SHARED })).toEqual({
      name: 'A',
      diaryId: SHARED,
    });
    expect(bulkDeleteTagsInputSchema.parse({ ids: [SHARED], diaryId: SHARED }).diaryId).toBe(
      SHARED,
    );
  });

  it('moves a record when an update names a diary', () => {
    expect(updateRestaurantSchema.parse({ diaryId: SHARED })).toEqual({ diaryId: SHARED });
    expect(updateMealSchema.parse({ diaryId: 'user-ada', restaurantId: null })).toEqual({
      diaryId: 'user-ada',
      restaurantId: null,
    });
    expect(updateMealSchema.parse({ name: 'A' }).diaryId).toBeUndefined();
  });

  it('refuses anything that is not an id', () => {
    for (const diaryId of ['', 'a b', '$ne', { $ne: 'x' }, 'x'.repeat(65)]) {
      expect(restaurantListQuerySchema.safeParse({ diaryId }).success).toBe(false);
      expect(updateRestaurantSchema.safeParse({ diaryId }).success).toBe(false);
      expect(updateMealSchema.safeParse({ diaryId }).success).toBe(false);
      expect(createTagInputSchema.safeParse({ name: 'A', diaryId }).success).toBe(false);
    }
  });

  it('is taken by the map’s places and the timeline’s figures, as by the lists', () => {
    expect(restaurantLocationsQuerySchema.parse({ diaryId: SHARED }).diaryId).toBe(SHARED);
    expect(mealTimelineStatsQuerySchema.parse({ diaryId: SHARED }).diaryId).toBe(SHARED);
    expect(restaurantLocationsQuerySchema.safeParse({ diaryId: '$ne' }).success).toBe(false);
  });
});
