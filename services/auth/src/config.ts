import {
  jwtPrivateKeyEnvShape,
  jwtPublicKeyEnvShape,
  loadConfig,
  mongoEnvShape,
  MongoModuleOptions,
  redisEnvShape,
  RedisModuleOptions,
  requireInlineOrFile,
  serviceEnvSchema,
} from '@dd/nest-common';

export const authEnvSchema = serviceEnvSchema
  .extend({
    ...mongoEnvShape('dining_auth'),
    ...redisEnvShape,
    ...jwtPublicKeyEnvShape,
    ...jwtPrivateKeyEnvShape,
  })
  .superRefine(requireInlineOrFile('JWT_PUBLIC_KEY'));

export interface AuthConfig {
  mongo: MongoModuleOptions;
  redis: RedisModuleOptions & { keyPrefix: string };
  jwtPublicKey: string;
  /** Signs the tokens auth issues; optional until token issuing lands. */
  jwtPrivateKey?: string;
}

/** Reads and validates the auth service's environment; throws a ConfigError naming what is wrong. */
export function loadAuthConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  const vars = loadConfig(authEnvSchema, env);
  return {
    mongo: { url: vars.MONGO_URL, dbName: vars.MONGO_DB },
    redis: { url: vars.REDIS_URL, keyPrefix: vars.REDIS_PREFIX },
    // requireInlineOrFile guarantees one of the two is set.
    jwtPublicKey: (vars.JWT_PUBLIC_KEY ?? vars.JWT_PUBLIC_KEY_FILE) as string,
    jwtPrivateKey: vars.JWT_PRIVATE_KEY ?? vars.JWT_PRIVATE_KEY_FILE,
  };
}
