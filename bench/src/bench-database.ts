import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  dropDatabase,
  ensureMongo,
  freePort,
  OrchestratorError,
  postgresqlAnswers,
  POSTGRESQL_URL_ENV,
  recreateDatabase,
  redactPassword,
  startFerretDbServer,
  withDatabase,
  type FerretDbBackend,
  type ProcessManager,
} from '@dd/orchestrator';

/** The FerretDB backends the bench can run a stack on (`npm run bench -- meals postgresql`). */
export const BENCH_DATABASES = ['sqlite', 'postgresql'] as const;
export type BenchDatabase = (typeof BENCH_DATABASES)[number];

export function isBenchDatabase(name: string): name is BenchDatabase {
  return (BENCH_DATABASES as readonly string[]).includes(name);
}

/** The database the bench creates for FerretDB on PostgreSQL, and drops afterwards. */
export const BENCH_POSTGRESQL_DATABASE = 'dd_bench';
const DEFAULT_POSTGRESQL_SERVER = 'postgres://127.0.0.1:5432/postgres';

/**
 * The PostgreSQL server the bench uses: FERRETDB_POSTGRESQL_URL's server when
 * set (its database is left alone), else the local default.
 */
export function benchPostgresqlServer(env: NodeJS.ProcessEnv = process.env): string {
  return env[POSTGRESQL_URL_ENV]?.trim() || DEFAULT_POSTGRESQL_SERVER;
}

/** Whether FerretDB on PostgreSQL can be measured here. */
export function postgresqlAvailable(): Promise<boolean> {
  return postgresqlAnswers(benchPostgresqlServer());
}

export interface BenchMongo {
  url: string;
  /**
   * FerretDB's PostgreSQL database, when the server is a FerretDB on
   * PostgreSQL started here: the services add their GIN indexes there.
   */
  postgresqlUrl?: string;
  /** What the stack runs on, for the report (`FerretDB on PostgreSQL`). */
  label?: string;
  /** Stops what this provisioning started and removes its data. */
  dispose(): Promise<void>;
}

/**
 * The stack's MongoDB-protocol server. Without a backend: what `npm start`
 * would use (MONGO_URL, a server answering on the FerretDB port, or a new
 * FerretDB). With one: a FerretDB of the bench's own on a free port, on
 * SQLite files in a temporary directory or on a fresh PostgreSQL database
 * (`dd_bench`), both removed by `dispose`.
 */
export async function provisionBenchMongo(
  database: BenchDatabase | undefined,
  processes: ProcessManager,
): Promise<BenchMongo> {
  if (database === undefined) {
    const mongo = await ensureMongo({ processes, echo: false });
    return { url: mongo.url, postgresqlUrl: mongo.postgresqlUrl, dispose: () => mongo.stop() };
  }

  let backend: FerretDbBackend;
  let removeData: () => Promise<void>;
  if (database === 'sqlite') {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dd-bench-ferretdb-'));
    backend = { handler: 'sqlite', dataDir };
    removeData = () => fs.rm(dataDir, { recursive: true, force: true });
  } else {
    const server = benchPostgresqlServer();
    if (!(await postgresqlAnswers(server)))
      throw new OrchestratorError(
        `No PostgreSQL server answers at ${redactPassword(server)} (set ${POSTGRESQL_URL_ENV} to use another)`,
      );
    await recreateDatabase(server, BENCH_POSTGRESQL_DATABASE);
    backend = { handler: 'postgresql', url: withDatabase(server, BENCH_POSTGRESQL_DATABASE) };
    removeData = () => dropDatabase(server, BENCH_POSTGRESQL_DATABASE);
  }

  try {
    const ferretdb = await startFerretDbServer({
      port: await freePort(),
      backend,
      processes,
      echo: false,
    });
    return {
      url: ferretdb.url,
      postgresqlUrl: backend.handler === 'postgresql' ? backend.url : undefined,
      label: database === 'sqlite' ? 'FerretDB on SQLite' : 'FerretDB on PostgreSQL',
      dispose: async () => {
        await ferretdb.stop();
        await removeData();
      },
    };
  } catch (error) {
    await removeData();
    throw error;
  }
}
