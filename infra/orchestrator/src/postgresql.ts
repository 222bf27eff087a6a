import { execFile } from 'node:child_process';
import { PrerequisiteError } from './errors';
import { acceptsConnections, findOnPath } from './net';

const DEFAULT_PORT = 5432;

/** The URL with its password replaced by `***`, for logs and errors. */
export function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (!parsed.password) return url;
    parsed.password = '***';
    return parsed.toString();
  } catch {
    return url.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@');
  }
}

/** The same server and credentials with another database (the URL's path). */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

/** The database a `postgres://` URL names (empty when it names none). */
export function databaseOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
}

/** Whether the URL's server accepts TCP connections (a host in the query, such as a socket, is not probed). */
export async function postgresqlAnswers(url: string, timeoutMs = 1000): Promise<boolean> {
  const parsed = new URL(url);
  const host = parsed.hostname || '127.0.0.1';
  return acceptsConnections(host, Number(parsed.port || DEFAULT_PORT), timeoutMs);
}

/** A database name the SQL below can quote safely. */
function checkedName(database: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(database))
    throw new Error(`not a plain PostgreSQL database name: ${database}`);
  return database;
}

/**
 * Creates `database` afresh on the server of `serverUrl` (dropping what an
 * interrupted run left), through `psql` and the server's `postgres` database.
 */
export async function recreateDatabase(serverUrl: string, database: string): Promise<void> {
  const name = checkedName(database);
  await psql(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await psql(serverUrl, `CREATE DATABASE "${name}"`);
}

/** Drops `database` on the server of `serverUrl`, closing its connections. */
export async function dropDatabase(serverUrl: string, database: string): Promise<void> {
  await psql(serverUrl, `DROP DATABASE IF EXISTS "${checkedName(database)}" WITH (FORCE)`);
}

async function psql(serverUrl: string, sql: string): Promise<void> {
  const command = await findOnPath('psql');
  if (!command)
    throw new PrerequisiteError(
      'psql is needed to create a PostgreSQL database (Debian package postgresql-client)',
    );
  const maintenance = withDatabase(serverUrl, 'postgres');
  await new Promise<void>((resolve, reject) => {
    execFile(
      command,
      [maintenance, '--no-psqlrc', '--quiet', '-v', 'ON_ERROR_STOP=1', '-c', sql],
      { timeout: 30_000 },
      (error, _stdout, stderr) => {
        if (!error) return resolve();
        const why = String(stderr).trim() || error.message;
        reject(
          new PrerequisiteError(
            `PostgreSQL at ${redactPassword(maintenance)}: ${sql} failed: ${redactPassword(why)}`,
          ),
        );
      },
    );
  });
}
