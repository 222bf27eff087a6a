import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { PrerequisiteError } from './errors';
import { acceptsConnections, findOnPath, freePort, sleep } from './net';
import type { ProcessManager } from './processes';

const PROBE_TIMEOUT_MS = 2000;
const START_DEADLINE_MS = 15_000;
const DEFAULT_URL = 'redis://127.0.0.1:6379';

export const REDIS_NEEDED =
  'Redis is needed: install redis-server (apt-get install redis-server) or set REDIS_URL';

/** Whether a Redis server at `url` answers PING. */
export async function pingRedis(url: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  const { hostname, port } = new URL(url);
  if (!(await acceptsConnections(hostname, Number(port || 6379), timeoutMs))) return false;
  const client = createClient({
    url,
    socket: { connectTimeout: timeoutMs, reconnectStrategy: false },
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.destroy();
  }
}

async function waitForRedis(url: string, deadlineMs = START_DEADLINE_MS): Promise<void> {
  const giveUpAt = Date.now() + deadlineMs;
  while (Date.now() < giveUpAt) {
    if (await pingRedis(url, 1000)) return;
    await sleep(100);
  }
  throw new Error(`Redis at ${url} did not answer PING within ${deadlineMs / 1000} s`);
}

export interface RedisOptions {
  processes: ProcessManager;
  /** Directory for the append-only file of a started server; without it nothing is persisted. */
  dataDir?: string;
  echo?: boolean;
}

export interface RedisServer {
  url: string;
  /** Stops the server if this call started it; a no-op for a reused one. */
  stop(): Promise<void>;
}

/** REDIS_URL when set (it must answer), else 127.0.0.1:6379 if it answers, else a redis-server on a free port. */
export async function ensureRedis(options: RedisOptions): Promise<RedisServer> {
  const configured = process.env.REDIS_URL;
  if (configured) {
    if (await pingRedis(configured)) return { url: configured, stop: async () => undefined };
    throw new PrerequisiteError(`REDIS_URL=${configured} does not answer PING`);
  }
  if (await pingRedis(DEFAULT_URL)) return { url: DEFAULT_URL, stop: async () => undefined };

  const binary = await findOnPath('redis-server');
  if (!binary) throw new PrerequisiteError(REDIS_NEEDED);

  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  const temporaryDir = options.dataDir
    ? undefined
    : await fs.mkdtemp(path.join(os.tmpdir(), 'dd-redis-'));
  const dir = options.dataDir ?? temporaryDir!;
  await fs.mkdir(dir, { recursive: true });
  const persistence = options.dataDir ? ['--appendonly', 'yes'] : ['--appendonly', 'no'];
  const server = options.processes.start({
    name: 'redis',
    command: binary,
    args: [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      ...persistence,
    ],
    echo: options.echo,
  });
  const stop = async () => {
    await server.stop();
    if (temporaryDir) await fs.rm(temporaryDir, { recursive: true, force: true });
  };
  try {
    await server.guard(waitForRedis(url));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
