import type { Restaurant } from '@dd/contracts';
import { diaryRecordQuery } from '@dd/diary-ui';

/** GET /api/restaurants/{id}, cached under the key the thumbs mutation patches. */
export function restaurantDetailQuery(id: string) {
  return diaryRecordQuery<Restaurant>('restaurants', id);
}
