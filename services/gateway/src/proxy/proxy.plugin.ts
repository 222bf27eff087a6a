import httpProxy from '@fastify/http-proxy';
import { sendErrorAnswer } from '@dd/nest-common';
import { Logger } from '@nestjs/common';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import type { ServiceName } from '../services';
import { BodyLimitStream, bodyLimitFor, type BodyLimits } from './body-limits';
import type { TrustedProxyCheck } from '@dd/nest-common';
import { forwardingHeaders } from './forwarded-headers';
import { responseHeadersForClient } from './hop-by-hop';
import { ReplicaPool } from './replica-pool';
import { replyWithUpstreamError } from './upstream-errors';
import { UPSTREAM_ROUTES } from './upstream-routes';

export interface ProxyPluginOptions {
  /** Each service's replicas (usually one). */
  serviceUrls: Record<ServiceName, readonly string[]>;
  /** How long a service may take to send its response headers (and between body chunks). */
  timeoutMs: number;
  /** How often replicas are asked whether they are ready (services with several). */
  readinessIntervalMs: number;
  bodyLimits: BodyLimits;
  isTrustedProxy: TrustedProxyCheck;
}

/**
 * Proxies every prefix of the routing table to its service. Encapsulated on
 * purpose: the pass-through body parser below applies to the proxied routes only.
 */
export const proxyPlugin: FastifyPluginAsync<ProxyPluginOptions> = async (
  fastify,
  { serviceUrls, timeoutMs, readinessIntervalMs, bodyLimits, isTrustedProxy },
) => {
  // Registered before Nest installs its error handler, this scope would keep
  // Fastify's { statusCode, error, message } answers (e.g. for a body cut off).
  const logger = new Logger('Proxy');
  fastify.setErrorHandler((error, _request, reply) => sendErrorAnswer(reply, error, logger));

  const limitOf = (request: FastifyRequest) =>
    bodyLimitFor(request.method, request.url.split('?', 1)[0], bodyLimits);

  // A body announced too large is refused before a byte of it is read. The
  // answer goes out from a hook, not the body parser, so Node reads and drops
  // the rest and the connection stays usable: the client sees the 413, not
  // a reset in the middle of its upload.
  fastify.addHook('onRequest', async (request, reply) => {
    const declared = request.headers['content-length'];
    const limit = limitOf(request);
    if (declared === undefined || Number(declared) <= limit.bytes) return;
    return reply.code(413).send({ message: limit.tooLarge().message });
  });

  // Request bodies stay raw streams, so uploads reach the service byte for
  // byte and the gateway neither buffers nor parses them. A chunked body,
  // whose size nobody announced, is counted as it streams.
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', (request, payload, done) => {
    if (request.headers['content-length'] !== undefined) {
      done(null, payload);
      return;
    }
    const limit = limitOf(request);
    const limited = new BodyLimitStream(limit.bytes, limit.tooLarge);
    payload.on('error', (error) => limited.destroy(error));
    done(null, payload.pipe(limited));
  });

  const rewriteRequestHeaders = forwardingHeaders(isTrustedProxy);
  const pools = new Map<ServiceName, ReplicaPool>();
  const poolOf = (service: ServiceName) => {
    const pool =
      pools.get(service) ??
      new ReplicaPool(serviceUrls[service], { timeoutMs, readinessIntervalMs });
    pools.set(service, pool);
    return pool;
  };
  fastify.addHook('onClose', async () => {
    await Promise.all([...pools.values()].map((pool) => pool.close()));
  });
  // An /api path no service owns is the gateway's JSON 404, not the web tier's.
  fastify.all('/api', (_request, reply) => reply.callNotFound());
  fastify.all('/api/*', (_request, reply) => reply.callNotFound());
  for (const { prefix, service } of UPSTREAM_ROUTES) {
    const pool = poolOf(service);
    await fastify.register(httpProxy, {
      upstream: pool.origin,
      prefix,
      rewritePrefix: prefix,
      // Under the root prefix the default routes ('/' and '/*') are one and the
      // same; the web tier serves reads only, and CORS owns OPTIONS /*.
      ...(prefix === '/' && { routes: ['/*'], httpMethods: ['GET', 'HEAD'] }),
      // The web tier sets the security headers of all it serves, and leaves
      // the document-only ones off its chunks (web's asset-headers.ts).
      ...(service === 'web' && { config: { helmet: { skipRoute: true } } }),
      proxyPayloads: false,
      // Chooses the replica of each request, and retries on another one when that is safe.
      // reply-from calls only the callback form of request(), which is all ReplicaPool has.
      undici: pool as unknown as { request: Dispatcher['request'] },
      replyOptions: {
        rewriteRequestHeaders,
        rewriteHeaders: (headers) => responseHeadersForClient(headers),
        onError: (reply, { error }) => replyWithUpstreamError(reply, service, error),
        // No retries here: a service's own 503 is its answer; the ReplicaPool
        // alone decides when a failed connection may go to another replica.
        retryDelay: () => null,
      },
    });
  }
};
