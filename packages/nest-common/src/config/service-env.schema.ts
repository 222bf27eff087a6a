import { readFileSync } from 'node:fs';
import { z } from 'zod';

const LOG_LEVELS = ['verbose', 'debug', 'log', 'warn', 'error', 'fatal'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];

/** Variables every service reads; services `.extend()` it with their own. */
export const serviceEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).optional(),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('log'),
});
export type ServiceEnv = z.infer<typeof serviceEnvSchema>;

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

/** MONGO_URL (server without a database) and MONGO_DB, defaulting to the service's own database. */
export function mongoEnvShape(defaultDbName: string) {
  return {
    MONGO_URL: z.string().default('mongodb://127.0.0.1:27017'),
    MONGO_DB: z.string().default(defaultDbName),
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
