/** The diary's Redis settings (`RedisConfig`: its key prefix), for its caches and the Google Maps import's slot. */
export const DIARY_REDIS = Symbol('DIARY_REDIS');
