import { Readable } from 'node:stream';
import { Pool, type Dispatcher } from 'undici';

export interface ReplicaPoolOptions {
  /** Per replica: how long to connect, to wait for response headers and between body chunks. */
  timeoutMs: number;
  /** How often each replica is asked GET /healthz/ready (only when there are several). */
  readinessIntervalMs: number;
}

type ResponseCallback = (error: Error | null, data: Dispatcher.ResponseData) => void;

interface Replica {
  origin: string;
  pool: Pool;
  /** Its last readiness answer; a refused connection also turns it false until the next one. */
  ready: boolean;
}

/** The readiness path of every service (nest-common's READINESS_PATH). */
const READINESS_PATH = '/healthz/ready';
/** Methods whose request, sent twice, has the effect of sending it once (RFC 9110 §9.2.2) and that carry no body. */
const REPLAYABLE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The connection was never made: the replica saw nothing. */
const REFUSED_CODES = new Set(['ECONNREFUSED']);
/** The connection broke before any byte of the response arrived. */
const BROKEN_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/**
 * One service's replicas behind the gateway, used by @fastify/reply-from as
 * its undici dispatcher. Requests go round-robin to the replicas that are
 * ready. A request whose connection is refused goes once to another
 * replica, whatever its method (the first one saw nothing), provided its body
 * was not read; one whose connection breaks before the response starts goes
 * to another replica only when it is a bodiless GET, HEAD or OPTIONS, since
 * the first replica may have acted on it.
 */
export class ReplicaPool {
  private readonly replicas: Replica[];
  private turn = 0;
  private readonly poller?: NodeJS.Timeout;
  private polling = false;

  constructor(
    urls: readonly string[],
    private readonly options: ReplicaPoolOptions,
  ) {
    this.replicas = urls.map((url) => {
      const origin = new URL(url).origin;
      const pool = new Pool(origin, {
        connections: 128,
        pipelining: 1,
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
        connectTimeout: options.timeoutMs,
      });
      return { origin, pool, ready: true };
    });
    if (this.replicas.length > 1) {
      this.poller = setInterval(() => void this.pollReadiness(), options.readinessIntervalMs);
      this.poller.unref();
    }
  }

  /** The origin reply-from builds URLs against; the replica actually used is chosen per request. */
  get origin(): string {
    return this.replicas[0].origin;
  }

  /** Which replicas answered ready last (for tests and logs). */
  readiness(): Array<{ origin: string; ready: boolean }> {
    return this.replicas.map(({ origin, ready }) => ({ origin, ready }));
  }

  /** undici's `request(options, callback)`, the contract reply-from calls. */
  request(options: Dispatcher.RequestOptions, callback: ResponseCallback): void {
    this.send(this.pick(), options, callback, true);
  }

  async close(): Promise<void> {
    clearInterval(this.poller);
    await Promise.all(this.replicas.map(({ pool }) => pool.destroy()));
  }

  private send(
    replica: Replica,
    options: Dispatcher.RequestOptions,
    callback: ResponseCallback,
    mayRetry: boolean,
  ): void {
    const retryable = mayRetry && this.replicas.length > 1;
    const body = retryable ? deferred(options.body) : options.body;
    replica.pool.request({ ...options, body, origin: replica.origin }, (error, data) => {
      if (error) {
        const code = (error as NodeJS.ErrnoException).code ?? '';
        if (REFUSED_CODES.has(code)) replica.ready = false;
        const other = retryable && replayable(options, code);
        if (other) return this.send(this.pick(replica), options, callback, false);
      }
      callback(error, data);
    });
  }

  /** The next ready replica in turn (other than `avoid`), or the next at all when none is ready. */
  private pick(avoid?: Replica): Replica {
    const candidates = this.replicas.filter((replica) => replica !== avoid);
    const ready = candidates.filter((replica) => replica.ready);
    const pool = ready.length ? ready : candidates.length ? candidates : this.replicas;
    this.turn = (this.turn + 1) % Number.MAX_SAFE_INTEGER;
    return pool[this.turn % pool.length];
  }

  private async pollReadiness(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    await Promise.all(
      this.replicas.map(async (replica) => {
        try {
          const { statusCode, body } = await replica.pool.request({
            origin: replica.origin,
            path: READINESS_PATH,
            method: 'GET',
            headersTimeout: this.options.readinessIntervalMs * 4,
            bodyTimeout: this.options.readinessIntervalMs * 4,
          });
          await body.dump();
          replica.ready = statusCode === 200;
        } catch {
          replica.ready = false;
        }
      }),
    );
    this.polling = false;
  }
}

/**
 * The body as a stream that reads the request's body only once undici sends
 * it. undici destroys the body of a request that fails, even one whose
 * connection was refused before a byte was sent; this way it destroys the
 * stand-in, and the request's own body stays unread for another replica.
 */
function deferred(body: Dispatcher.RequestOptions['body']): Dispatcher.RequestOptions['body'] {
  if (!hasBody(body) || typeof body === 'string' || body instanceof Uint8Array) return body;
  const source = body as Readable;
  return Readable.from(
    (async function* () {
      yield* source;
    })(),
    { objectMode: false },
  );
}

/** Whether a failed attempt may go to another replica without the request taking effect twice. */
function replayable(options: Dispatcher.RequestOptions, code: string): boolean {
  if (!bodyUnread(options.body)) return false;
  if (REFUSED_CODES.has(code)) return true;
  return BROKEN_CODES.has(code) && REPLAYABLE_METHODS.has(options.method) && !hasBody(options.body);
}

function hasBody(body: Dispatcher.RequestOptions['body']): boolean {
  if (body === undefined || body === null || body === '') return false;
  if (typeof body === 'string' || body instanceof Uint8Array) return body.length > 0;
  return true;
}

function bodyUnread(body: Dispatcher.RequestOptions['body']): boolean {
  if (!hasBody(body) || typeof body === 'string' || body instanceof Uint8Array) return true;
  const stream = body as Partial<Readable>;
  return typeof stream.pipe === 'function' && !stream.readableDidRead && !stream.destroyed;
}
