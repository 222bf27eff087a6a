import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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

/** PostgreSQL database FerretDB uses instead of SQLite when set (it must exist). */
export const POSTGRESQL_URL_ENV = 'FERRETDB_POSTGRESQL_URL';

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

export interface MongoOptions {
  processes: ProcessManager;
  /** Where a started FerretDB keeps its SQLite files; a fresh temporary directory when omitted. */
  dataDir?: string;
  echo?: boolean;
}

export interface MongoServer {
  url: string;
  /** Stops the server if this call started it; a no-op for a reused one. */
  stop(): Promise<void>;
}

/**
 * The backend of a FerretDB the orchestrator starts: PostgreSQL when
 * FERRETDB_POSTGRESQL_URL is set, else SQLite in `sqliteDir`.
 */
export function configuredBackend(env: NodeJS.ProcessEnv, sqliteDir: string): FerretDbBackend {
  const postgresqlUrl = env[POSTGRESQL_URL_ENV]?.trim();
  return postgresqlUrl
    ? { handler: 'postgresql', url: postgresqlUrl }
    : { handler: 'sqlite', dataDir: sqliteDir };
}

/**
 * MONGO_URL when set (it must answer), else whatever answers on
 * 127.0.0.1:${FERRETDB_PORT||27017}, else a FerretDB started on that port,
 * on PostgreSQL when FERRETDB_POSTGRESQL_URL is set and SQLite otherwise.
 */
export async function ensureMongo(options: MongoOptions): Promise<MongoServer> {
  const configured = process.env.MONGO_URL;
  if (configured) {
    if (await pingMongo(configured)) return { url: configured, stop: async () => undefined };
    throw new PrerequisiteError(`MONGO_URL=${configured} does not answer a MongoDB ping`);
  }

  const port = Number(process.env.FERRETDB_PORT || 27017);
  const url = `mongodb://127.0.0.1:${port}`;
  const onPostgresql = Boolean(process.env[POSTGRESQL_URL_ENV]?.trim());
  if (await pingMongo(url)) {
    if (onPostgresql)
      info(
        `${url} already answers, so it is used as it is: ${POSTGRESQL_URL_ENV} applies only to a FerretDB the orchestrator starts`,
      );
    return { url, stop: async () => undefined };
  }

  const temporaryDir =
    options.dataDir || onPostgresql
      ? undefined
      : await fs.mkdtemp(path.join(os.tmpdir(), 'dd-ferretdb-'));
  const backend = configuredBackend(process.env, options.dataDir ?? temporaryDir ?? '');
  try {
    const server = await startFerretDbServer({
      port,
      backend,
      processes: options.processes,
      echo: options.echo,
    });
    return {
      url: server.url,
      stop: async () => {
        await server.stop();
        if (temporaryDir) await fs.rm(temporaryDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    if (temporaryDir) await fs.rm(temporaryDir, { recursive: true, force: true });
    throw error;
  }
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
