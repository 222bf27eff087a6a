// Public face of the restaurants feature: the editor feature reads the same cache entry.
export { restaurantDetailQuery } from './api/restaurantQueries';
