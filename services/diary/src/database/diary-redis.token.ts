/** The diary's Redis settings (`RedisConfig`: its key prefix), for its caches. */
export const DIARY_REDIS = Symbol('DIARY_REDIS');
