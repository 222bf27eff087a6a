import {
  jwtPublicKeyEnvShape,
  loadConfig,
  mongoEnvShape,
  MongoModuleOptions,
  redisEnvShape,
  RedisModuleOptions,
  requireInlineOrFile,
  serviceEnvSchema,
} from '@dd/nest-common';

export const yelpEnvSchema = serviceEnvSchema
  .extend({ ...mongoEnvShape('dining_yelp'), ...redisEnvShape, ...jwtPublicKeyEnvShape })
  .superRefine(requireInlineOrFile('JWT_PUBLIC_KEY'));

export interface YelpConfig {
  mongo: MongoModuleOptions;
  redis: RedisModuleOptions & { keyPrefix: string };
  jwtPublicKey: string;
}

/** Reads and validates the yelp service's environment; throws a ConfigError naming what is wrong. */
export function loadYelpConfig(env: NodeJS.ProcessEnv = process.env): YelpConfig {
  const vars = loadConfig(yelpEnvSchema, env);
  return {
    mongo: { url: vars.MONGO_URL, dbName: vars.MONGO_DB },
    redis: { url: vars.REDIS_URL, keyPrefix: vars.REDIS_PREFIX },
    // requireInlineOrFile guarantees one of the two is set.
    jwtPublicKey: (vars.JWT_PUBLIC_KEY ?? vars.JWT_PUBLIC_KEY_FILE) as string,
  };
}
