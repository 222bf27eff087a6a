import { normalizeRequestTarget } from '@dd/contracts';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { HEALTH_PATH, READINESS_PATH, Readiness } from '../shutdown/readiness';
import { jsonClientErrorHandler } from './client-errors';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id';
import { LOOPBACK_PROXIES } from './trusted-proxies';

/** How long a whole request (headers and body) may take to arrive: a 20 MB upload on a slow line. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 120_000;
/** How long a connection may sit without a byte moving either way. */
export const DEFAULT_IDLE_TIMEOUT_MS = 30_000;

export interface FastifyAdapterOptions {
  /** Largest accepted request body in bytes (Fastify's default is 1 MiB). */
  bodyLimit?: number;
  /** A request not fully received within this time is answered 408 and its connection closed. */
  requestTimeoutMs?: number;
  /** A connection idle for this long (e.g. a body that stopped half-way) is closed. */
  idleTimeoutMs?: number;
  /**
   * Addresses or CIDR blocks whose X-Forwarded-For / -Proto / -Host are
   * believed: the gateway's. Anyone else's are ignored. Default: loopback.
   */
  trustedProxies?: readonly string[];
}

interface FrameworkErrorReply {
  code(status: number): { send(body: unknown): unknown };
}

// Parsers Fastify and Nest add besides JSON. A JSON endpoint that accepted a
// form or plain text would let a cross-site <form> post to it without a preflight.
const NON_JSON_PARSERS = ['application/x-www-form-urlencoded', 'text/plain'];

/**
 * Nest registers its body parsers (JSON and url-encoded forms) when the app
 * initialises; this adapter keeps JSON only, so any other body is a 415.
 * A service that takes uploads registers its multipart parser itself.
 */
class JsonOnlyFastifyAdapter extends FastifyAdapter {
  /** Turned false by the graceful shutdown (shutdown/graceful-shutdown.ts). */
  readonly readiness = new Readiness();

  override registerParserMiddleware(prefix?: string, rawBody?: boolean): void {
    super.registerParserMiddleware(prefix, rawBody);
    this.removeNonJsonParsers();
  }

  removeNonJsonParsers(): void {
    const instance = this.getInstance();
    for (const type of NON_JSON_PARSERS) {
      if (instance.hasContentTypeParser(type)) instance.removeContentTypeParser(type);
    }
  }
}

type FastifyAdapterConstructorOptions = ConstructorParameters<typeof JsonOnlyFastifyAdapter>[0];

/**
 * The Fastify adapter every service (and the gateway) uses: X-Forwarded-*
 * trusted from the configured proxies only, bounded request and idle times,
 * JSON-only bodies, `{ message }` answers even for requests Fastify refuses
 * before routing, an id on each request taken from `x-request-id` or
 * generated, echoed back in the response header, and one spelling of each
 * request's path: normalised before routing (`/%61pi//tags` is `/api/tags`),
 * so routing, hooks (request budgets), handlers and the proxied request all
 * see the path that is served.
 */
export function createFastifyAdapter(options: FastifyAdapterOptions = {}): FastifyAdapter {
  const requestTimeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const fastifyOptions = {
    trustProxy: [...(options.trustedProxies ?? LOOPBACK_PROXIES)],
    genReqId: requestIdFor,
    requestTimeout,
    connectionTimeout: options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS,
    http: {
      requestTimeout,
      // Node enforces requestTimeout only with a headers time-out no longer than it.
      headersTimeout: Math.min(60_000, requestTimeout),
      // How often Node looks for timed-out requests (every 30 s by default).
      connectionsCheckingInterval: Math.min(30_000, Math.max(50, requestTimeout / 4)),
    },
    clientErrorHandler: jsonClientErrorHandler,
    rewriteUrl: (request: { url?: string }) => normalizeRequestTarget(request.url ?? '/'),
    // A URL Fastify cannot decode (`/%zz`) and the like, refused before any route runs.
    frameworkErrors: (error: Error, _request: unknown, reply: FrameworkErrorReply) => {
      void reply.code(400).send({ message: error.message });
    },
    ...(options.bodyLimit !== undefined && { bodyLimit: options.bodyLimit }),
  };
  // Fastify's option types pick the HTTP/2 overload for an object holding `http`.
  const adapter = new JsonOnlyFastifyAdapter(fastifyOptions as FastifyAdapterConstructorOptions);
  adapter.removeNonJsonParsers();
  adapter.getInstance().addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  answerReadiness(adapter.getInstance(), adapter.readiness);
  return adapter;
}

/** The readiness of the app's HTTP layer, which its graceful shutdown turns false. */
export function readinessOf(app: NestFastifyApplication): Readiness {
  const adapter = app.getHttpAdapter();
  if (!(adapter instanceof JsonOnlyFastifyAdapter))
    throw new Error('The app was not created with createFastifyAdapter()');
  return adapter.readiness;
}

/**
 * GET /healthz/ready answers from memory; while the process drains, it and
 * /healthz answer 503 and every response closes its connection, so a
 * balancer's pooled connections to this process end with their request.
 */
function answerReadiness(instance: FastifyInstance, readiness: Readiness): void {
  instance.get(READINESS_PATH, (_request, reply) => {
    void reply
      .code(readiness.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: readiness.ready ? 'ok' : 'error', checks: {} });
  });
  // On send, not on request: a request already in flight when draining began closes its connection too.
  instance.addHook('onSend', (_request, reply, _payload, done) => {
    if (!readiness.ready) reply.header('connection', 'close');
    done();
  });
  instance.addHook('onRequest', (request, reply, done) => {
    if (readiness.ready) return done();
    if (request.url.split('?', 1)[0] === HEALTH_PATH) {
      void reply
        .code(503)
        .header('cache-control', 'no-store')
        .send({ status: 'error', checks: { serving: 'down' } });
      return;
    }
    done();
  });
}
