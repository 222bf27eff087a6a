import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * @fastify/helmet options for the gateway's own answers (the API, /healthz,
 * its errors): helmet's defaults with a CSP that lets nothing load, since
 * none of them is a page. Pages come from the web tier and share pages from
 * the diary service, each with its own CSP, which replaces this one as the
 * answer is proxied.
 */
export function securityHeadersOptions(): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'none'"],
        'frame-ancestors': ["'none'"],
      },
    },
    // The legacy twin of `frame-ancestors 'none'`, for browsers without CSP level 2.
    xFrameOptions: { action: 'deny' },
  };
}
