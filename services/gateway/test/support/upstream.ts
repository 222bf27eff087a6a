import { connect, createServer } from 'node:net';
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

/**
 * A server that says it is ready (GET /healthz/ready) but breaks the
 * connection of any other request as soon as it arrives, before answering.
 */
export async function startResettingUpstream(): Promise<Pick<Upstream, 'url' | 'hits' | 'close'>> {
  const upstream = { hits: 0 };
  const server = createServer((socket) => {
    socket.on('data', (data) => {
      if (data.toString('latin1').startsWith('GET /healthz/ready ')) {
        socket.write(
          'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 2\r\n\r\n{}',
        );
        return;
      }
      upstream.hits += 1;
      socket.resetAndDestroy();
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return Object.assign(upstream, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/**
 * A loopback URL on which nothing listens: connections are refused. Port 1
 * (tcpmux) is privileged and unused: a port picked with listen(0) and closed
 * again could be handed by the kernel to the next server any test starts
 * (the gateway itself, or an upstream that resets connections), which then
 * answers instead of refusing. Checked once, so a machine where something
 * does listen there fails loudly rather than strangely.
 */
export async function refusingUrl(): Promise<string> {
  refused ??= new Promise<void>((resolve, reject) => {
    const socket = connect(REFUSING_PORT, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      reject(
        new Error(`something listens on 127.0.0.1:${REFUSING_PORT}; the tests need it closed`),
      );
    });
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' ? resolve() : reject(error),
    );
  });
  await refused;
  return `http://127.0.0.1:${REFUSING_PORT}`;
}

const REFUSING_PORT = 1;
let refused: Promise<void> | undefined;

export type EchoServices = Record<'auth' | 'diary' | 'media' | 'yelp', Upstream>;

/** An echo upstream for each of the four services, and their URLs as the gateway reads them. */
export async function startEchoServices(): Promise<{
  upstreams: EchoServices;
  env: NodeJS.ProcessEnv;
  close(): Promise<void>;
}> {
  const [auth, diary, media, yelp] = await Promise.all(
    (['auth', 'diary', 'media', 'yelp'] as const).map((name) => startEchoUpstream(name)),
  );
  const upstreams = { auth, diary, media, yelp };
  return {
    upstreams,
    env: { AUTH_URL: auth.url, DIARY_URL: diary.url, MEDIA_URL: media.url, YELP_URL: yelp.url },
    close: async () => {
      await Promise.all(Object.values(upstreams).map((upstream) => upstream.close()));
    },
  };
}
