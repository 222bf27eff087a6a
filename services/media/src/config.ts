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

export const mediaEnvSchema = serviceEnvSchema
  .extend({ ...mongoEnvShape('dining_media'), ...redisEnvShape, ...jwtPublicKeyEnvShape })
  .superRefine(requireInlineOrFile('JWT_PUBLIC_KEY'));

export interface MediaConfig {
  mongo: MongoModuleOptions;
  redis: RedisModuleOptions & { keyPrefix: string };
  jwtPublicKey: string;
}

/** Reads and validates the media service's environment; throws a ConfigError naming what is wrong. */
export function loadMediaConfig(env: NodeJS.ProcessEnv = process.env): MediaConfig {
  const vars = loadConfig(mediaEnvSchema, env);
  return {
    mongo: { url: vars.MONGO_URL, dbName: vars.MONGO_DB },
    redis: { url: vars.REDIS_URL, keyPrefix: vars.REDIS_PREFIX },
    // requireInlineOrFile guarantees one of the two is set.
    jwtPublicKey: (vars.JWT_PUBLIC_KEY ?? vars.JWT_PUBLIC_KEY_FILE) as string,
  };
}
