import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { FastifyAdapterOptions } from '../http/create-fastify-adapter';
import {
  DEFAULT_IDLE_TIMEOUT_MS,
  DEFAULT_REQUEST_TIMEOUT_MS,
} from '../http/create-fastify-adapter';
import { isAddressOrCidr, LOOPBACK_PROXIES, parseProxyList } from '../http/trusted-proxies';

const LOG_LEVELS = ['verbose', 'debug', 'log', 'warn', 'error', 'fatal'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];

/**
 * TRUSTED_PROXIES: comma-separated addresses or CIDR blocks whose
 * X-Forwarded-For is believed, or `none`.
 */
export function trustedProxiesSchema(fallback: readonly string[]) {
  return z
    .string()
    .default(fallback.length ? fallback.join(',') : 'none')
    .transform(parseProxyList)
    .refine((entries) => entries.every(isAddressOrCidr), {
      message: 'Expected IP addresses or CIDR blocks, comma-separated, or none',
    });
}

const milliseconds = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** Variables every service reads; services `.extend()` it with their own. */
export const serviceEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).optional(),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('log'),
  /** A request (headers and body) not received within this time gets 408. */
  HTTP_REQUEST_TIMEOUT_MS: milliseconds(DEFAULT_REQUEST_TIMEOUT_MS),
  /** A connection on which nothing moves for this long is closed. */
  HTTP_IDLE_TIMEOUT_MS: milliseconds(DEFAULT_IDLE_TIMEOUT_MS),
  /** The gateway's address: services sit behind it, on the same host locally. */
  TRUSTED_PROXIES: trustedProxiesSchema(LOOPBACK_PROXIES),
  /**
   * On SIGTERM, how long readiness is false while requests are still served:
   * longer than the gateway's replica readiness poll (UPSTREAM_READINESS_INTERVAL_MS).
   * Behind Kubernetes, a few seconds, for endpoints to update.
   */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  /** On SIGTERM, the longest the whole shutdown may take before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: milliseconds(25_000),
});
export type ServiceEnv = z.infer<typeof serviceEnvSchema>;

/** The HTTP server settings of a parsed service environment. */
export function httpOptionsFrom(
  env: Pick<ServiceEnv, 'HTTP_REQUEST_TIMEOUT_MS' | 'HTTP_IDLE_TIMEOUT_MS' | 'TRUSTED_PROXIES'>,
): FastifyAdapterOptions {
  return {
    requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
    idleTimeoutMs: env.HTTP_IDLE_TIMEOUT_MS,
    trustedProxies: env.TRUSTED_PROXIES,
  };
}

/** Levels a logger should print for LOG_LEVEL `minimum` (that level and every more severe one). */
export function logLevelsFrom(minimum: LogLevelName): LogLevelName[] {
  return LOG_LEVELS.slice(LOG_LEVELS.indexOf(minimum));
}

/** A `*_FILE` variable: the path is read at start-up and its contents become the value. */
export const fileContentsSchema = z.string().transform((path, ctx) => {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    ctx.addIssue({
      code: 'custom',
      message: `cannot read file ${path} (${(error as NodeJS.ErrnoException).code})`,
    });
    return z.NEVER;
  }
});

/**
 * Object-level refinement for a value that may be given inline (`NAME`) or as a
 * file (`NAME_FILE`): at least one of the two must be set.
 */
export function requireInlineOrFile(name: string) {
  return (env: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    if (env[name] === undefined && env[`${name}_FILE`] === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `required (set ${name} or ${name}_FILE)`,
      });
    }
  };
}

/**
 * MONGO_URL (server without a database) and MONGO_DB, defaulting to the
 * service's own database; MONGO_POSTGRESQL_URL, set by the orchestrator when
 * MONGO_URL is FerretDB on PostgreSQL (the local tier), is that PostgreSQL database.
 */
export function mongoEnvShape(defaultDbName: string) {
  return {
    MONGO_URL: z.string().default('mongodb://127.0.0.1:27017'),
    MONGO_DB: z.string().default(defaultDbName),
    MONGO_POSTGRESQL_URL: z.string().optional(),
  };
}

/** REDIS_URL and REDIS_PREFIX (prepended to every key the service writes). */
export const redisEnvShape = {
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().default('dd:'),
};

/** JWT_PUBLIC_KEY (PEM) or JWT_PUBLIC_KEY_FILE; pair with `.superRefine(requireInlineOrFile('JWT_PUBLIC_KEY'))`. */
export const jwtPublicKeyEnvShape = {
  JWT_PUBLIC_KEY: z.string().optional(),
  JWT_PUBLIC_KEY_FILE: fileContentsSchema.optional(),
};

/** JWT_PRIVATE_KEY (PEM) or JWT_PRIVATE_KEY_FILE, for the service that signs tokens. */
export const jwtPrivateKeyEnvShape = {
  JWT_PRIVATE_KEY: z.string().optional(),
  JWT_PRIVATE_KEY_FILE: fileContentsSchema.optional(),
};
