import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { GatewayConfig } from '../config';
import { contentSecurityPolicyDirectives } from './content-security-policy';

/** @fastify/helmet options: helmet's defaults with the gateway's own CSP (no defaults mixed in). */
export function securityHeadersOptions(config: GatewayConfig): FastifyHelmetOptions {
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
