// Public face of the restaurants feature: the editor feature reads the same cache entries.
export {
  restaurantDetailQuery,
  restaurantTagsQuery,
  restaurantTagsKey,
} from './api/restaurantQueries';
