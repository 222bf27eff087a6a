import Fastify, { type FastifyInstance } from 'fastify';

/** What an echo upstream answers: the request as it arrived there. */
export interface EchoedRequest {
  service: string;
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** The raw body, base64-encoded so binary bytes compare exactly. */
  bodyBase64: string;
}

export interface EchoUpstreamOptions {
  /** Wait this long before answering anything. */
  delayMs?: number;
  /** Its own keep-alive time-out, announced in its `Keep-Alive` header (default 72 s, Fastify's). */
  keepAliveTimeoutMs?: number;
  /** Status of GET /healthz. */
  healthStatus?: number;
  /** Status of GET /healthz/ready (readiness, polled by the gateway when a service has replicas). */
  readyStatus?: number;
}

export interface Upstream {
  url: string;
  /** Requests received so far (excluding /healthz). */
  hits: number;
  /** GET /healthz requests received so far. */
  healthHits: number;
  close(): Promise<void>;
}

/**
 * A real HTTP server standing in for a service: it answers every request with
 * a JSON echo of it (status from `x-echo-status`, extra headers from
 * `x-echo-headers`), and GET /healthz with the configured status.
 */
export async function startEchoUpstream(
  service: string,
  options: EchoUpstreamOptions = {},
): Promise<Upstream> {
  const server: FastifyInstance = Fastify({
    bodyLimit: 50 * 1024 * 1024,
    forceCloseConnections: true,
    ...(options.keepAliveTimeoutMs !== undefined && {
      keepAliveTimeout: options.keepAliveTimeoutMs,
    }),
  });
  server.removeAllContentTypeParsers();
  server.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  const upstream = { hits: 0, healthHits: 0 };

  // Unref'd so that a request the gateway gave up on does not keep the test process alive.
  const delay = () => new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0).unref());
  server.get('/healthz', async (_request, reply) => {
    upstream.healthHits += 1;
    await delay();
    return reply.code(options.healthStatus ?? 200).send({ status: 'ok', checks: {} });
  });
  server.get('/healthz/ready', async (_request, reply) =>
    reply.code(options.readyStatus ?? 200).send({ status: 'ok', checks: {} }),
  );
  server.all('/*', async (request, reply) => {
    upstream.hits += 1;
    await delay();
    const echoed: EchoedRequest = {
      service,
      method: request.method,
      url: request.url,
      headers: request.headers,
      bodyBase64: Buffer.isBuffer(request.body) ? request.body.toString('base64') : '',
    };
    const status = Number(request.headers['x-echo-status'] ?? 200);
    // Extra response headers asked for as JSON, e.g. hop-by-hop ones the gateway must drop.
    const extraHeaders = JSON.parse(String(request.headers['x-echo-headers'] ?? '{}')) as Record<
      string,
      string
    >;
    return reply.code(status).headers(extraHeaders).header('x-served-by', service).send(echoed);
  });

  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  return Object.assign(upstream, { url, close: () => server.close() });
}
