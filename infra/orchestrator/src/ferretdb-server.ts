// A MongoDB-protocol server: whether one answers, and a FerretDB started on a
// backend. The lowest layer of the database side: mongo.ts (which server the
// stack uses) and sqlite-move.ts (moving an old diary) both build on it.
import { MongoClient, MongoServerError } from 'mongodb';
import { PrerequisiteError } from './errors';
import { describeBackend, startFerretDb, type FerretDbBackend } from './ferretdb';
import { info } from './log';
import { acceptsConnections, sleep } from './net';
import { postgresqlAnswers, redactPassword } from './postgresql';
import type { ProcessManager } from './processes';

const PROBE_TIMEOUT_MS = 3000;
const START_DEADLINE_MS = 30_000;
/** How long a server may keep refusing the ping (FerretDB up, its backend not) before start-up gives up. */
const REFUSING_DEADLINE_MS = 3000;

type Ping = { ok: true } | { ok: false; refused: boolean; reason: string };

async function ping(url: string, timeoutMs: number): Promise<Ping> {
  const { hostname, port } = new URL(url.replace(/^mongodb(\+srv)?:/, 'http:'));
  // A refused TCP connection answers at once; the driver would wait for its server selection timeout.
  if (
    !url.startsWith('mongodb+srv:') &&
    !(await acceptsConnections(hostname, Number(port || 27017), timeoutMs))
  ) {
    return { ok: false, refused: false, reason: 'no connection' };
  }
  const client = new MongoClient(url, {
    serverSelectionTimeoutMS: timeoutMs,
    connectTimeoutMS: timeoutMs,
  });
  try {
    await client.db('admin').command({ ping: 1 });
    return { ok: true };
  } catch (error) {
    return {
      ok: false,
      // The server answered, with an error: FerretDB whose backend refuses it, for example.
      refused: error instanceof MongoServerError,
      reason: error instanceof Error ? error.message : String(error),
    };
  } finally {
    await client.close().catch(() => undefined);
  }
}

/** Whether a MongoDB-protocol server at `url` answers `ping`. */
export async function pingMongo(url: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  return (await ping(url, timeoutMs)).ok;
}

/**
 * Waits until `url` answers `ping`. A server that keeps answering with an
 * error (FerretDB whose PostgreSQL database does not exist) fails early, with that error.
 */
export async function waitForMongo(url: string, deadlineMs = START_DEADLINE_MS): Promise<void> {
  const giveUpAt = Date.now() + deadlineMs;
  let refusingSince: number | undefined;
  let last: Ping = { ok: false, refused: false, reason: 'not tried' };
  while (Date.now() < giveUpAt) {
    last = await ping(url, 1000);
    if (last.ok) return;
    refusingSince = last.refused ? (refusingSince ?? Date.now()) : undefined;
    if (refusingSince !== undefined && Date.now() - refusingSince >= REFUSING_DEADLINE_MS) break;
    await sleep(200);
  }
  throw new PrerequisiteError(
    `MongoDB-protocol server at ${url} did not answer a ping` +
      (last.ok ? '' : `: ${redactPassword(lastLine(last.reason))}`),
  );
}

/** FerretDB's errors carry a trace of Go call sites first; the cause is at the end. */
function lastLine(reason: string): string {
  return reason.replace(/^(\[[^\]]*\]\s*)+/, '');
}

export interface MongoServer {
  url: string;
  /**
   * FerretDB's PostgreSQL database, when the server is a FerretDB on
   * PostgreSQL this call started: the services add their GIN indexes there
   * (MONGO_POSTGRESQL_URL).
   */
  postgresqlUrl?: string;
  /** Stops the server if this call started it; a no-op for a reused one. */
  stop(): Promise<void>;
}

export interface FerretDbServerOptions {
  port: number;
  backend: FerretDbBackend;
  processes: ProcessManager;
  echo?: boolean;
}

/**
 * Starts FerretDB on `port` with `backend` and waits until it answers a ping
 * (a PostgreSQL server must accept connections first). `stop` stops it and
 * leaves its data where it is.
 */
export async function startFerretDbServer(options: FerretDbServerOptions): Promise<MongoServer> {
  const { backend } = options;
  if (backend.handler === 'postgresql' && !(await postgresqlAnswers(backend.url)))
    throw new PrerequisiteError(
      `FerretDB's PostgreSQL server does not accept connections: ${redactPassword(backend.url)}`,
    );
  info(`FerretDB on 127.0.0.1:${options.port}: ${describeBackend(backend)}`);
  const ferretdb = await startFerretDb(options);
  const url = `mongodb://127.0.0.1:${options.port}`;
  try {
    await ferretdb.guard(waitForMongo(url));
  } catch (error) {
    await ferretdb.stop();
    throw error;
  }
  return { url, stop: () => ferretdb.stop() };
}
