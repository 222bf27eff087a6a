import {
  loadConfig,
  serviceConfigFrom,
  serviceConfigSchema,
  type ServiceConfig,
} from '@dd/nest-common';
import { z } from 'zod';

/** Where the service finds Yelp when no key is configured: the local sandbox (infra/sandbox). */
export const SANDBOX_YELP_API_URL = 'http://127.0.0.1:3010/yelp';
export const PUBLIC_YELP_API_URL = 'https://api.yelp.com';
/** The sandbox accepts any bearer token; this one marks requests as sandbox traffic. */
export const SANDBOX_YELP_API_KEY = 'sandbox';

export interface YelpUpstreamConfig {
  /** Base URL the /v3/... paths are appended to. */
  apiUrl: string;
  apiKey: string;
  timeoutMs: number;
  /** Upstream-bound (cache-missing) requests one user may make per minute. */
  rateLimitPerMinute: number;
}

export interface YelpConfig extends ServiceConfig {
  yelp: YelpUpstreamConfig;
}

const yelpEnvSchema = serviceConfigSchema({
  defaultDb: 'dining_yelp',
  extraEnv: {
    YELP_API_URL: z.url().optional(),
    YELP_API_KEY: z.string().optional(),
    YELP_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
    YELP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
  },
});

/**
 * Reads and validates the yelp service's environment; throws a ConfigError
 * naming what is wrong. Without YELP_API_KEY the service talks to the sandbox;
 * with one and no YELP_API_URL, to the public Yelp Fusion API.
 */
export function loadYelpConfig(env: NodeJS.ProcessEnv = process.env): YelpConfig {
  const vars = loadConfig(yelpEnvSchema, env);
  const apiUrl =
    vars.YELP_API_URL ?? (vars.YELP_API_KEY ? PUBLIC_YELP_API_URL : SANDBOX_YELP_API_URL);
  return {
    ...serviceConfigFrom(vars),
    yelp: {
      apiUrl: apiUrl.replace(/\/+$/, ''),
      apiKey: vars.YELP_API_KEY ?? SANDBOX_YELP_API_KEY,
      timeoutMs: vars.YELP_TIMEOUT_MS,
      rateLimitPerMinute: vars.YELP_RATE_LIMIT_PER_MINUTE,
    },
  };
}
