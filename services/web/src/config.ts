import { resolve } from 'node:path';
import {
  jwtPublicKeyEnvShape,
  loadConfig,
  requireInlineOrFile,
  serviceEnvSchema,
} from '@dd/nest-common';
import { z } from 'zod';

/** The repository root, whose `shell/dist` and `mfe-<name>/dist` the web tier serves (same depth from src/ and dist/). */
const REPO_ROOT = resolve(__dirname, '..', '..', '..');

const manifestUrl = (remote: string) =>
  z.string().min(1).default(`/mfe/${remote}/mf-manifest.json`);

export const webEnvSchema = serviceEnvSchema
  .extend({
    PORT: z.coerce.number().int().min(0).max(65535).default(3005),
    STATIC_ROOT: z.string().min(1).default(REPO_ROOT),
    // Where a signed-in first screen's API reads go: the gateway, so that the
    // API's checks and the user's request budgets apply as to the browser's own.
    API_URL: z.url().default('http://127.0.0.1:8080'),
    // How long a signed-in page waits for its first screen to be rendered with
    // the user's data before it is sent without one (the app then paints it).
    FIRST_SCREEN_DEADLINE_MS: z.coerce.number().int().positive().default(1000),
    // Verifies the session token of a page navigation before its API is asked.
    ...jwtPublicKeyEnvShape,
    MFE_RESTAURANTS_MANIFEST: manifestUrl('restaurants'),
    MFE_MEALS_MANIFEST: manifestUrl('meals'),
    MFE_DISCOVER_MANIFEST: manifestUrl('discover'),
    MFE_ACCOUNT_MANIFEST: manifestUrl('account'),
    GEOCODER_URL: z.string().min(1).default('https://nominatim.openstreetmap.org'),
    TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    STORAGE_URL: z.string().min(1).default('/api/uploads/images'),
  })
  .superRefine(requireInlineOrFile('JWT_PUBLIC_KEY'));

export type WebConfig = z.infer<typeof webEnvSchema>;

/** The key that verifies session tokens (JWT_PUBLIC_KEY, or the contents of JWT_PUBLIC_KEY_FILE). */
export function jwtPublicKeyOf(config: WebConfig): string {
  // requireInlineOrFile guarantees one of the two is set.
  return (config.JWT_PUBLIC_KEY ?? config.JWT_PUBLIC_KEY_FILE) as string;
}

/** Reads and validates the web tier's environment; throws ConfigError naming every bad variable. */
export function loadWebConfig(env: NodeJS.ProcessEnv = process.env): WebConfig {
  return loadConfig(webEnvSchema, env);
}

/** Dependency-injection token of the validated WebConfig. */
export const WEB_CONFIG = Symbol('WEB_CONFIG');
