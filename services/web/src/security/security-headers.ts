import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { WebConfig } from '../config';
import { contentSecurityPolicyDirectives } from './content-security-policy';

/**
 * @fastify/helmet options: helmet's defaults with the pages' CSP (no defaults
 * mixed in). Set here, where the pages are made: a page adds the hashes of
 * the scripts it writes inline to its own `script-src`.
 */
export function securityHeadersOptions(config: WebConfig): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicyDirectives(config),
    },
    // The legacy twin of `frame-ancestors 'none'`, for browsers without CSP level 2.
    xFrameOptions: { action: 'deny' },
  };
}
