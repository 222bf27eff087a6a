import {
  jwtPublicKeyEnvShape,
  LOOPBACK_PROXIES,
  loadConfig,
  redisEnvShape,
  requireInlineOrFile,
  serviceEnvSchema,
  trustedProxiesSchema,
} from '@dd/nest-common';
import { z } from 'zod';

/** A service's base URL, or its replicas' URLs comma-separated (the gateway balances across them). */
const serviceUrl = (port: number) =>
  z
    .string()
    .default(`http://127.0.0.1:${port}`)
    .transform((list) =>
      list
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url()).min(1, { message: 'Expected at least one URL' }));

/** `scheme://host[:port]` exactly, as browsers send it in the Origin header. */
const webOrigin = z
  .string()
  .refine((value) => URL.canParse(value) && new URL(value).origin === value, {
    message: 'Each origin must be scheme://host[:port], without a path or a trailing slash',
  });

const MEBIBYTE = 1024 * 1024;
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/**
 * Request budgets per RATE_LIMIT_WINDOW_SECONDS (docs/platform.md). Sized for
 * people: a page view costs a handful of reads, typing a note autosaves a
 * few writes a minute, a photo is one upload. Per IP is wider than per user,
 * for several people behind one address.
 */
export const DEFAULT_RATE_LIMITS = {
  RATE_LIMIT_WINDOW_SECONDS: 60,
  RATE_LIMIT_READS_PER_IP: 2400,
  RATE_LIMIT_READS_PER_USER: 600,
  RATE_LIMIT_WRITES_PER_IP: 600,
  RATE_LIMIT_WRITES_PER_USER: 120,
  RATE_LIMIT_UPLOADS_PER_IP: 60,
  RATE_LIMIT_UPLOADS_PER_USER: 30,
} as const;

const rateLimitShape = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([name, fallback]) => [name, positiveInt(fallback)]),
) as { [Name in keyof typeof DEFAULT_RATE_LIMITS]: ReturnType<typeof positiveInt> };

export const gatewayEnvSchema = serviceEnvSchema
  .extend({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    // The gateway is the edge: nobody's X-Forwarded-For is believed unless a
    // load balancer in front of it is listed here.
    TRUSTED_PROXIES: trustedProxiesSchema([]),
    // Who may read GET /healthz/services (each service's state): monitoring, not the public.
    INTERNAL_NETWORKS: trustedProxiesSchema(LOOPBACK_PROXIES),
    // Verifies bearer tokens to tell users apart for their request budgets.
    ...jwtPublicKeyEnvShape,
    ...redisEnvShape,
    ...rateLimitShape,
    // Largest body of an /api request, and of an upload (the file, as the media
    // service's MEDIA_MAX_UPLOAD_BYTES; the multipart framing comes on top).
    API_BODY_LIMIT_BYTES: positiveInt(MEBIBYTE),
    UPLOAD_MAX_BYTES: positiveInt(20 * MEBIBYTE),
    // An archive to import, as the diary service's IMPORT_MAX_BYTES.
    IMPORT_MAX_BYTES: positiveInt(2048 * MEBIBYTE),
    AUTH_URL: serviceUrl(3001),
    DIARY_URL: serviceUrl(3002),
    MEDIA_URL: serviceUrl(3003),
    YELP_URL: serviceUrl(3004),
    // The web tier: pages, static files and /config.json (every path no other route takes).
    WEB_URL: serviceUrl(3005),
    // Longer than any service's own upstream time-out (yelp: 5 s), so the
    // service answers with its specific message before the gateway gives up.
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    // How often a service's replicas (when it has several) are asked GET /healthz/ready;
    // shorter than the services' SHUTDOWN_DELAY_MS, so a draining replica is left before it closes.
    UPSTREAM_READINESS_INTERVAL_MS: z.coerce.number().int().positive().default(250),
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
  })
  .superRefine(requireInlineOrFile('JWT_PUBLIC_KEY'));

export type GatewayConfig = z.infer<typeof gatewayEnvSchema>;

/** The key that verifies bearer tokens (JWT_PUBLIC_KEY, or the contents of JWT_PUBLIC_KEY_FILE). */
export function jwtPublicKeyOf(config: GatewayConfig): string {
  // requireInlineOrFile guarantees one of the two is set.
  return (config.JWT_PUBLIC_KEY ?? config.JWT_PUBLIC_KEY_FILE) as string;
}

/** Reads and validates the gateway's environment; throws ConfigError naming every bad variable. */
export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadConfig(gatewayEnvSchema, env);
}

/** Dependency-injection token of the validated GatewayConfig. */
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
