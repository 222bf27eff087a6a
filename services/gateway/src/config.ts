import { resolve } from 'node:path';
import { loadConfig, serviceEnvSchema } from '@dd/nest-common';
import { z } from 'zod';

/** The repository root, whose `shell/dist` and `mfe-<name>/dist` the gateway serves (same depth from src/ and dist/). */
const REPO_ROOT = resolve(__dirname, '..', '..', '..');

const serviceUrl = (port: number) => z.url().default(`http://127.0.0.1:${port}`);
const manifestUrl = (remote: string) =>
  z.string().min(1).default(`/mfe/${remote}/mf-manifest.json`);

/** `scheme://host[:port]` exactly, as browsers send it in the Origin header. */
const webOrigin = z
  .string()
  .refine((value) => URL.canParse(value) && new URL(value).origin === value, {
    message: 'Each origin must be scheme://host[:port], without a path or a trailing slash',
  });

export const gatewayEnvSchema = serviceEnvSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  AUTH_URL: serviceUrl(3001),
  DIARY_URL: serviceUrl(3002),
  MEDIA_URL: serviceUrl(3003),
  YELP_URL: serviceUrl(3004),
  STATIC_ROOT: z.string().min(1).default(REPO_ROOT),
  // Longer than any service's own upstream time-out (yelp: 5 s), so the
  // service answers with its specific message before the gateway gives up.
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  MFE_RESTAURANTS_MANIFEST: manifestUrl('restaurants'),
  MFE_MEALS_MANIFEST: manifestUrl('meals'),
  MFE_DISCOVER_MANIFEST: manifestUrl('discover'),
  MFE_ACCOUNT_MANIFEST: manifestUrl('account'),
  GEOCODER_URL: z.string().min(1).default('https://nominatim.openstreetmap.org'),
  TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  STORAGE_URL: z.string().min(1).default('/api/uploads/images'),
  // Other origins allowed to call /api (e.g. the shell served from a CDN),
  // comma-separated; empty keeps the API same-origin only.
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(webOrigin)),
});

export type GatewayConfig = z.infer<typeof gatewayEnvSchema>;

/** Reads and validates the gateway's environment; throws ConfigError naming every bad variable. */
export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadConfig(gatewayEnvSchema, env);
}

/** Dependency-injection token of the validated GatewayConfig. */
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
