import { Client } from 'pg';
import { PrerequisiteError } from './errors';
import { acceptsConnections } from './net';

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
 * interrupted run left), through the server's `postgres` database.
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

/** Runs `sql` on the server of `serverUrl` through its `postgres` database (no psql needed). */
async function psql(serverUrl: string, sql: string): Promise<void> {
  const maintenance = withDatabase(serverUrl, 'postgres');
  const client = new Client({ connectionString: maintenance, connectionTimeoutMillis: 10_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query(sql);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new PrerequisiteError(
      `PostgreSQL at ${redactPassword(maintenance)}: ${sql} failed: ${redactPassword(why)}`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Creates `database` on the server of `serverUrl` unless it exists. */
export async function ensureDatabase(serverUrl: string, database: string): Promise<void> {
  const name = checkedName(database);
  const client = new Client({
    connectionString: withDatabase(serverUrl, 'postgres'),
    connectionTimeoutMillis: 10_000,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Refreshes the planner's statistics of every table in `schema` of the
 * database at `url` (FerretDB keeps a MongoDB database as a schema of that
 * name). Autovacuum does it within about a minute of a bulk load; a bench that
 * measures right after seeding does it at once. Answers the tables analysed.
 */
export async function analyzeSchema(url: string, schema: string): Promise<number> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const { rows } = await client.query<{ tablename: string }>(
      'SELECT tablename FROM pg_tables WHERE schemaname = $1',
      [schema],
    );
    for (const { tablename } of rows)
      await client.query(
        `ANALYZE ${client.escapeIdentifier(schema)}.${client.escapeIdentifier(tablename)}`,
      );
    return rows.length;
  } finally {
    await client.end().catch(() => undefined);
  }
}
