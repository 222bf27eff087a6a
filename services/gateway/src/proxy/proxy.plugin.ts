import httpProxy from '@fastify/http-proxy';
import type { FastifyPluginAsync } from 'fastify';
import type { ServiceName } from '../services';
import { withForwardingHeaders } from './forwarded-headers';
import { replyWithUpstreamError } from './upstream-errors';
import { UPSTREAM_ROUTES } from './upstream-routes';

export interface ProxyPluginOptions {
  serviceUrls: Record<ServiceName, string>;
  /** How long a service may take to send its response headers (and between body chunks). */
  timeoutMs: number;
}

/**
 * Proxies every prefix of the routing table to its service. Encapsulated on
 * purpose: the pass-through body parser below applies to the proxied routes only.
 */
export const proxyPlugin: FastifyPluginAsync<ProxyPluginOptions> = async (
  fastify,
  { serviceUrls, timeoutMs },
) => {
  // Request bodies stay raw streams, so uploads reach the service byte for
  // byte and the gateway neither buffers nor parses (nor size-limits) them.
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  for (const { prefix, service } of UPSTREAM_ROUTES) {
    await fastify.register(httpProxy, {
      upstream: serviceUrls[service],
      prefix,
      rewritePrefix: prefix,
      proxyPayloads: false,
      undici: { headersTimeout: timeoutMs, bodyTimeout: timeoutMs, connectTimeout: timeoutMs },
      replyOptions: {
        rewriteRequestHeaders: withForwardingHeaders,
        onError: (reply, { error }) => replyWithUpstreamError(reply, service, error),
        // No retries: a service's own 503 is its answer, and a refused connection should fail fast.
        retryDelay: () => null,
      },
    });
  }
};
