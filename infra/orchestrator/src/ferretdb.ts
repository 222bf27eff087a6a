import fs from 'node:fs/promises';
import path from 'node:path';
import { PrerequisiteError } from './errors';
import { info } from './log';
import { findOnPath, isExecutable } from './net';
import { cacheDir } from './paths';
import { runOrThrow, type ManagedProcess, type ProcessManager } from './processes';

export const FERRETDB_VERSION = 'v1.24.2';
const WRAPPER_SOURCE = path.resolve(__dirname, '..', 'ferretdb', 'main.go');

export const FERRETDB_NEEDED =
  'FerretDB is needed: install Go (https://go.dev/dl) or set MONGO_URL to a MongoDB 7 server';

function cachedBinary(): string {
  return path.join(cacheDir(), 'ferretdb');
}

/** FERRETDB_BIN, then `ferretdb` on PATH, then the cached build. */
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
  const moduleDir = path.join(cacheDir(), 'ferretdb-src');
  await fs.mkdir(moduleDir, { recursive: true });
  await fs.copyFile(WRAPPER_SOURCE, path.join(moduleDir, 'main.go'));
  const env = { ...process.env, CGO_ENABLED: '0' };
  const step = async (label: string, args: string[]) => {
    info(`FerretDB: ${label}`);
    await runOrThrow(go, args, { cwd: moduleDir, env });
  };

  info(
    `FerretDB ${FERRETDB_VERSION} is not built yet; building it into ${cacheDir()} (takes a few minutes the first time)`,
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
  const partial = `${cachedBinary()}.${process.pid}.partial`;
  await step('go build', ['build', '-o', partial, '.']);
  await fs.rename(partial, cachedBinary());
  info(`FerretDB: built in ${Math.round((Date.now() - started) / 1000)} s`);
  return cachedBinary();
}

/** A FerretDB binary, built on first use when Go is available. */
export async function ensureFerretDbBinary(): Promise<string> {
  const found = await findFerretDbBinary();
  if (found) return found;
  const go = await findOnPath('go');
  if (!go) throw new PrerequisiteError(FERRETDB_NEEDED);
  return buildFerretDb(go);
}

export interface FerretDbOptions {
  port: number;
  /** Directory for the SQLite files; created if missing. */
  dataDir: string;
  processes: ProcessManager;
  echo?: boolean;
}

export async function startFerretDb(options: FerretDbOptions): Promise<ManagedProcess> {
  const binary = await ensureFerretDbBinary();
  await fs.mkdir(options.dataDir, { recursive: true });
  return options.processes.start({
    name: 'ferretdb',
    command: binary,
    args: [
      `--listen-addr=127.0.0.1:${options.port}`,
      `--sqlite-url=file:${options.dataDir}/`,
      '--log-level=error',
    ],
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
