import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PrerequisiteError } from './errors';
import type { FerretDbBackend } from './ferretdb';
import { pingMongo, startFerretDbServer, type MongoServer } from './ferretdb-server';
import { info } from './log';
import { startEmbeddedPostgresql } from './embedded-postgresql';
import { moveSqliteDiaryIfAny } from './sqlite-move';
import { ensureDatabase, redactPassword, withDatabase } from './postgresql';
import type { ProcessManager } from './processes';

export {
  pingMongo,
  startFerretDbServer,
  waitForMongo,
  type FerretDbServerOptions,
  type MongoServer,
} from './ferretdb-server';

/** PostgreSQL database FerretDB uses instead of the embedded one when set (it must exist). */
export const POSTGRESQL_URL_ENV = 'FERRETDB_POSTGRESQL_URL';

export interface MongoOptions {
  processes: ProcessManager;
  /** Where a started FerretDB keeps its SQLite files (FERRETDB_BACKEND=sqlite); a temporary directory when omitted. */
  dataDir?: string;
  /** The embedded PostgreSQL's data directory (`.data/postgres`); a temporary directory when omitted. */
  postgresqlDataDir?: string;
  echo?: boolean;
}

/** `sqlite` keeps FerretDB on SQLite files (.data/ferretdb), as before PostgreSQL became the default. */
export const BACKEND_ENV = 'FERRETDB_BACKEND';
/** What the services read to find FerretDB's PostgreSQL database (local tier only). */
export const MONGO_POSTGRESQL_URL_ENV = 'MONGO_POSTGRESQL_URL';
/** The database FerretDB uses on the embedded PostgreSQL. */
export const EMBEDDED_FERRETDB_DATABASE = 'ferretdb';

/** Where a FerretDB the orchestrator starts keeps its data. */
export type LocalBackend =
  | { kind: 'configured-postgresql'; url: string }
  | { kind: 'embedded-postgresql' }
  | { kind: 'sqlite' };

/**
 * FERRETDB_POSTGRESQL_URL's PostgreSQL when set; else SQLite when
 * FERRETDB_BACKEND=sqlite; else (the default) an embedded PostgreSQL.
 */
export function configuredBackend(env: NodeJS.ProcessEnv): LocalBackend {
  const postgresqlUrl = env[POSTGRESQL_URL_ENV]?.trim();
  if (postgresqlUrl) return { kind: 'configured-postgresql', url: postgresqlUrl };
  const chosen = env[BACKEND_ENV]?.trim().toLowerCase();
  if (chosen === 'sqlite') return { kind: 'sqlite' };
  if (chosen && chosen !== 'postgresql')
    throw new PrerequisiteError(
      `${BACKEND_ENV}=${chosen}: expected postgresql (the default) or sqlite`,
    );
  return { kind: 'embedded-postgresql' };
}

/**
 * MONGO_URL when set (it must answer), else whatever answers on
 * 127.0.0.1:${FERRETDB_PORT||27017}, else a FerretDB started on that port:
 * on FERRETDB_POSTGRESQL_URL's PostgreSQL when set, on SQLite when
 * FERRETDB_BACKEND=sqlite, else on an embedded PostgreSQL in
 * `postgresqlDataDir` (an existing SQLite diary in `dataDir` is moved over first).
 */
export async function ensureMongo(options: MongoOptions): Promise<MongoServer> {
  const configured = process.env.MONGO_URL;
  if (configured) {
    if (await pingMongo(configured))
      return {
        url: configured,
        postgresqlUrl: process.env[MONGO_POSTGRESQL_URL_ENV]?.trim() || undefined,
        stop: async () => undefined,
      };
    throw new PrerequisiteError(`MONGO_URL=${configured} does not answer a MongoDB ping`);
  }

  const port = Number(process.env.FERRETDB_PORT || 27017);
  const url = `mongodb://127.0.0.1:${port}`;
  const choice = configuredBackend(process.env);
  if (await pingMongo(url)) {
    info(
      `${url} already answers, so it is used as it is: the FerretDB backend settings apply only to a FerretDB the orchestrator starts`,
    );
    return { url, stop: async () => undefined };
  }

  const temporary: string[] = [];
  const dirOr = async (dir: string | undefined, prefix: string) => {
    if (dir) return dir;
    const made = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
    temporary.push(made);
    return made;
  };
  const removeTemporary = () =>
    Promise.all(temporary.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  const stopped: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stopped.splice(0).reverse()) await stop();
    await removeTemporary();
  };
  try {
    let backend: FerretDbBackend;
    if (choice.kind === 'sqlite') {
      backend = { handler: 'sqlite', dataDir: await dirOr(options.dataDir, 'dd-ferretdb-') };
    } else if (choice.kind === 'configured-postgresql') {
      backend = { handler: 'postgresql', url: choice.url };
    } else {
      let postgresqlDir = options.postgresqlDataDir;
      if (!postgresqlDir) {
        const scratch = await dirOr(undefined, 'dd-postgresql-');
        // As root, PostgreSQL runs as the `postgres` user, which must reach its data directory.
        await fs.chmod(scratch, 0o711);
        postgresqlDir = path.join(scratch, 'data');
      }
      const moved = await moveSqliteDiaryIfAny({
        sqliteDir: options.dataDir,
        postgresqlDataDir: postgresqlDir,
        processes: options.processes,
        echo: options.echo,
      });
      if (moved.kind === 'failed') {
        // The diary stays where it is, served as before, until the move succeeds.
        backend = { handler: 'sqlite', dataDir: options.dataDir! };
      } else {
        const postgresql =
          moved.postgresql ??
          (await startEmbeddedPostgresql({
            dataDir: postgresqlDir,
            processes: options.processes,
            echo: options.echo,
          }));
        stopped.push(() => postgresql.stop());
        info(
          `PostgreSQL ${redactPassword(postgresql.serverUrl)} (embedded, data in ${postgresql.dataDir})`,
        );
        await ensureDatabase(postgresql.serverUrl, EMBEDDED_FERRETDB_DATABASE);
        backend = {
          handler: 'postgresql',
          url: withDatabase(postgresql.serverUrl, EMBEDDED_FERRETDB_DATABASE),
        };
      }
    }
    const server = await startFerretDbServer({
      port,
      backend,
      processes: options.processes,
      echo: options.echo,
    });
    stopped.push(() => server.stop());
    return {
      url: server.url,
      postgresqlUrl: backend.handler === 'postgresql' ? backend.url : undefined,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
