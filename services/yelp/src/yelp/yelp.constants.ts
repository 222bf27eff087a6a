/** DI token of the YelpUpstreamConfig. */
export const YELP_UPSTREAM_CONFIG = Symbol('YELP_UPSTREAM_CONFIG');
/** DI token of the Redis key prefix the service writes under. */
export const REDIS_KEY_PREFIX = Symbol('REDIS_KEY_PREFIX');

const MINUTE_MS = 60_000;

/** How long an answer is served from the cache: listings change rarely, searches more often. */
export const CACHE_TTL_MS = {
  business: 24 * 60 * MINUTE_MS,
  reviews: 24 * 60 * MINUTE_MS,
  search: 10 * MINUTE_MS,
  autocomplete: 10 * MINUTE_MS,
} as const;
