import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PrerequisiteError } from './errors';
import { info } from './log';
import { findOnPath, isExecutable } from './net';
import { cacheDir } from './paths';
import { redactPassword } from './postgresql';
import { runOrThrow, type ManagedProcess, type ProcessManager } from './processes';

export const FERRETDB_VERSION = 'v1.24.2';
const WRAPPER_SOURCE = path.resolve(__dirname, '..', 'ferretdb', 'main.go');

export const FERRETDB_NEEDED =
  'FerretDB is needed: install Go (https://go.dev/dl) or set MONGO_URL to a MongoDB 7 server';

/**
 * The wrapper's build key: FerretDB's version and a hash of the wrapper's
 * source, so a changed main.go (new flags) gets a binary of its own instead of
 * a stale cached one, and a binary another checkout still uses stays in place.
 */
export function wrapperBuildKey(source: string, version = FERRETDB_VERSION): string {
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 12);
  return `${version}-${hash}`;
}

/** Where the build of the wrapper source `source` lives in the cache. */
export function cachedBinaryFor(source: string, cache = cacheDir()): string {
  return path.join(cache, `ferretdb-${wrapperBuildKey(source)}`);
}

function wrapperSource(): string {
  return readFileSync(WRAPPER_SOURCE, 'utf8');
}

function cachedBinary(): string {
  return cachedBinaryFor(wrapperSource());
}

/** FERRETDB_BIN, then `ferretdb` on PATH, then the cached build of the current wrapper source. */
export async function findFerretDbBinary(): Promise<string | undefined> {
  const fromEnv = process.env.FERRETDB_BIN;
  if (fromEnv) {
    if (await isExecutable(fromEnv)) return fromEnv;
    throw new PrerequisiteError(`FERRETDB_BIN=${fromEnv} is not an executable file`);
  }
  return (
    (await findOnPath('ferretdb')) ??
    ((await isExecutable(cachedBinary())) ? cachedBinary() : undefined)
  );
}

/**
 * Builds FerretDB's embeddable package behind the small wrapper in
 * infra/orchestrator/ferretdb/main.go into the cache. A cold build downloads
 * and compiles a few hundred packages, so it takes minutes.
 */
export async function buildFerretDb(go: string): Promise<string> {
  const source = wrapperSource();
  const binary = cachedBinaryFor(source);
  const moduleDir = path.join(cacheDir(), `ferretdb-src-${wrapperBuildKey(source)}`);
  await fs.mkdir(moduleDir, { recursive: true });
  await fs.writeFile(path.join(moduleDir, 'main.go'), source);
  const env = { ...process.env, CGO_ENABLED: '0' };
  const step = async (label: string, args: string[]) => {
    info(`FerretDB: ${label}`);
    await runOrThrow(go, args, { cwd: moduleDir, env });
  };

  info(
    `FerretDB ${FERRETDB_VERSION} is not built yet for this wrapper source; building it into ${binary} (takes a few minutes the first time)`,
  );
  const started = Date.now();
  if (!(await exists(path.join(moduleDir, 'go.mod')))) {
    await step('go mod init', ['mod', 'init', 'local/ferretdb']);
  }
  await step(`go get github.com/FerretDB/FerretDB@${FERRETDB_VERSION}`, [
    'get',
    `github.com/FerretDB/FerretDB@${FERRETDB_VERSION}`,
  ]);
  await step('go mod tidy', ['mod', 'tidy']);
  // Build next to the target and rename, so a concurrent run never sees half a binary.
  const partial = `${binary}.${process.pid}.partial`;
  await step('go build', ['build', '-o', partial, '.']);
  await fs.rename(partial, binary);
  info(`FerretDB: built in ${Math.round((Date.now() - started) / 1000)} s`);
  return binary;
}

/** A FerretDB binary, built on first use when Go is available. */
export async function ensureFerretDbBinary(): Promise<string> {
  const found = await findFerretDbBinary();
  if (found) return found;
  const go = await findOnPath('go');
  if (!go) throw new PrerequisiteError(FERRETDB_NEEDED);
  return buildFerretDb(go);
}

/** Where FerretDB keeps the data: SQLite files in a directory, or a PostgreSQL database. */
export type FerretDbBackend =
  | {
      handler: 'sqlite';
      /** Directory for the SQLite files; created if missing. */
      dataDir: string;
    }
  | {
      handler: 'postgresql';
      /** `postgres://…/<database>`; the database must exist. */
      url: string;
    };

/** The wrapper's command line (the flags also match FerretDB's own binary). */
export function ferretDbArgs(port: number, backend: FerretDbBackend): string[] {
  const storage =
    backend.handler === 'sqlite'
      ? `--sqlite-url=file:${backend.dataDir}/`
      : `--postgresql-url=${backend.url}`;
  return [
    `--listen-addr=127.0.0.1:${port}`,
    `--handler=${backend.handler}`,
    storage,
    '--log-level=error',
  ];
}

/** A FerretDB backend for logs, without a PostgreSQL password. */
export function describeBackend(backend: FerretDbBackend): string {
  return backend.handler === 'sqlite'
    ? `SQLite in ${backend.dataDir}`
    : `PostgreSQL at ${redactPassword(backend.url)}`;
}

export interface FerretDbOptions {
  port: number;
  backend: FerretDbBackend;
  processes: ProcessManager;
  echo?: boolean;
}

export async function startFerretDb(options: FerretDbOptions): Promise<ManagedProcess> {
  const binary = await ensureFerretDbBinary();
  if (options.backend.handler === 'sqlite')
    await fs.mkdir(options.backend.dataDir, { recursive: true });
  return options.processes.start({
    name: 'ferretdb',
    command: binary,
    args: ferretDbArgs(options.port, options.backend),
    echo: options.echo,
  });
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
