import { z } from 'zod';
import type { MongoModuleOptions } from '../mongo/mongo.module';
import type { RedisModuleOptions } from '../redis/redis.constants';
import { loadConfig } from './load-config';
import {
  jwtPublicKeyEnvShape,
  mongoEnvShape,
  redisEnvShape,
  requireInlineOrFile,
  serviceEnvSchema,
} from './service-env.schema';

export interface ServiceConfigSchemaOptions<Extra extends z.ZodRawShape> {
  /** MONGO_DB when it is not set; by convention `dining_<service>`. */
  defaultDb: string;
  /** The service's own variables, validated together with the shared ones. */
  extraEnv?: Extra;
}

function sharedEnvSchema(defaultDb: string) {
  return serviceEnvSchema.extend({
    ...mongoEnvShape(defaultDb),
    ...redisEnvShape,
    ...jwtPublicKeyEnvShape,
  });
}

type ServiceConfigVars = z.output<ReturnType<typeof sharedEnvSchema>>;

/**
 * The variables every service reads (docs/platform.md): PORT, HOST, LOG_LEVEL,
 * MONGO_URL, MONGO_DB, REDIS_URL, REDIS_PREFIX and JWT_PUBLIC_KEY or
 * JWT_PUBLIC_KEY_FILE (one of the two is required), plus `extraEnv`.
 */
export function serviceConfigSchema<Extra extends z.ZodRawShape = Record<never, never>>({
  defaultDb,
  extraEnv,
}: ServiceConfigSchemaOptions<Extra>) {
  return sharedEnvSchema(defaultDb)
    .extend(extraEnv ?? ({} as Extra))
    .superRefine(requireInlineOrFile('JWT_PUBLIC_KEY'));
}

export interface RedisConfig extends RedisModuleOptions {
  /** Prepended to every key the service writes. */
  keyPrefix: string;
}

/** What ServiceCoreModule wires: the database, Redis and the key that verifies tokens. */
export interface ServiceConfig {
  mongo: MongoModuleOptions;
  redis: RedisConfig;
  /** PEM public key that verifies the RS256 tokens auth issues. */
  jwtPublicKey: string;
}

/** The shared part of a service's config, from variables parsed by `serviceConfigSchema`. */
export function serviceConfigFrom(vars: ServiceConfigVars): ServiceConfig {
  return {
    mongo: {
      url: vars.MONGO_URL,
      dbName: vars.MONGO_DB,
      ferretDbPostgresqlUrl: vars.MONGO_POSTGRESQL_URL?.trim() || undefined,
    },
    redis: { url: vars.REDIS_URL, keyPrefix: vars.REDIS_PREFIX },
    // requireInlineOrFile guarantees one of the two is set.
    jwtPublicKey: (vars.JWT_PUBLIC_KEY ?? vars.JWT_PUBLIC_KEY_FILE) as string,
  };
}

/**
 * Reads and validates the environment of a service that needs nothing beyond
 * the shared variables; throws a ConfigError naming everything that is wrong.
 */
export function loadServiceConfig(
  options: { defaultDb: string },
  env: NodeJS.ProcessEnv = process.env,
): ServiceConfig {
  return serviceConfigFrom(loadConfig(serviceConfigSchema(options), env));
}
