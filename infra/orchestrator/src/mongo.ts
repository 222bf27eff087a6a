import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { PrerequisiteError } from './errors';
import { startFerretDb } from './ferretdb';
import { acceptsConnections, sleep } from './net';
import type { ProcessManager } from './processes';

const PROBE_TIMEOUT_MS = 3000;
const START_DEADLINE_MS = 30_000;

/** Whether a MongoDB-protocol server at `url` answers `ping`. */
export async function pingMongo(url: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  const { hostname, port } = new URL(url.replace(/^mongodb(\+srv)?:/, 'http:'));
  // A refused TCP connection answers at once; the driver would wait for its server selection timeout.
  if (
    !url.startsWith('mongodb+srv:') &&
    !(await acceptsConnections(hostname, Number(port || 27017), timeoutMs))
  ) {
    return false;
  }
  const client = new MongoClient(url, {
    serverSelectionTimeoutMS: timeoutMs,
    connectTimeoutMS: timeoutMs,
  });
  try {
    await client.db('admin').command({ ping: 1 });
    return true;
  } catch {
    return false;
  } finally {
    await client.close().catch(() => undefined);
  }
}

export async function waitForMongo(url: string, deadlineMs = START_DEADLINE_MS): Promise<void> {
  const giveUpAt = Date.now() + deadlineMs;
  while (Date.now() < giveUpAt) {
    if (await pingMongo(url, 1000)) return;
    await sleep(200);
  }
  throw new Error(
    `MongoDB-protocol server at ${url} did not answer a ping within ${deadlineMs / 1000} s`,
  );
}

export interface MongoOptions {
  processes: ProcessManager;
  /** Where a started FerretDB keeps its files; a fresh temporary directory when omitted. */
  dataDir?: string;
  echo?: boolean;
}

export interface MongoServer {
  url: string;
  /** Stops the server if this call started it; a no-op for a reused one. */
  stop(): Promise<void>;
}

/**
 * MONGO_URL when set (it must answer), else whatever answers on
 * 127.0.0.1:${FERRETDB_PORT||27017}, else a FerretDB started on that port.
 */
export async function ensureMongo(options: MongoOptions): Promise<MongoServer> {
  const configured = process.env.MONGO_URL;
  if (configured) {
    if (await pingMongo(configured)) return { url: configured, stop: async () => undefined };
    throw new PrerequisiteError(`MONGO_URL=${configured} does not answer a MongoDB ping`);
  }

  const port = Number(process.env.FERRETDB_PORT || 27017);
  const url = `mongodb://127.0.0.1:${port}`;
  if (await pingMongo(url)) return { url, stop: async () => undefined };

  const temporaryDir = options.dataDir
    ? undefined
    : await fs.mkdtemp(path.join(os.tmpdir(), 'dd-ferretdb-'));
  const ferretdb = await startFerretDb({
    port,
    dataDir: options.dataDir ?? temporaryDir!,
    processes: options.processes,
    echo: options.echo,
  });
  const stop = async () => {
    await ferretdb.stop();
    if (temporaryDir) await fs.rm(temporaryDir, { recursive: true, force: true });
  };
  try {
    await ferretdb.guard(waitForMongo(url));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
