import type { FastifyCorsOptions } from '@fastify/cors';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  NEXT_CURSOR_HEADER,
} from '@dd/contracts';
import type { GatewayConfig } from '../config';

/** How long a browser may reuse a preflight answer. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * @fastify/cors options: only the configured origins may call the API from
 * another origin. Sessions travel as bearer tokens, never cookies, so no
 * credentials mode; the list pages' cursor header and the replay mark of
 * idempotent creates are exposed to them.
 */
export function crossOriginOptions(config: GatewayConfig): FastifyCorsOptions {
  const allowed = new Set(config.CORS_ORIGINS);
  return {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'x-request-id', IDEMPOTENCY_KEY_HEADER],
    exposedHeaders: [NEXT_CURSOR_HEADER, 'x-request-id', IDEMPOTENT_REPLAYED_HEADER],
    credentials: false,
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
  };
}
