import { existsSync, readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { MongoClient, type Document } from 'mongodb';
import { startEmbeddedPostgresql, type EmbeddedPostgresql } from './embedded-postgresql';
import { info, paint } from './log';
// A cycle (mongo.ts starts the move), used only at call time.
import { startFerretDbServer } from './ferretdb-server';
import { freePort } from './net';
import { analyzeSchema, ensureDatabase, withDatabase } from './postgresql';
import type { ProcessManager } from './processes';

/** Written before copying; a later start that finds it may replace what a broken move left in PostgreSQL. */
const MARKER = '.moving-to-postgresql';
const BATCH = 1000;

export interface SqliteMoveOptions {
  /** FerretDB's SQLite directory (`.data/ferretdb`); nothing to move when missing or empty. */
  sqliteDir?: string;
  /** The embedded PostgreSQL's data directory (`.data/postgres`). */
  postgresqlDataDir: string;
  processes: ProcessManager;
  echo?: boolean;
}

export type SqliteMoveResult =
  | { kind: 'none'; postgresql?: undefined }
  | { kind: 'moved'; postgresql: EmbeddedPostgresql; backupDir: string; counts: CollectionCount[] }
  | { kind: 'failed'; reason: string; postgresql?: undefined };

export interface CollectionCount {
  database: string;
  collection: string;
  documents: number;
  indexes: string[];
}

/** Where the SQLite files go once the move is verified (kept as a backup). */
export function backupDirOf(sqliteDir: string): string {
  return `${sqliteDir}-sqlite-moved`;
}

/** Whether `dir` holds FerretDB SQLite databases (`<database>.sqlite`). */
export function holdsSqliteDiary(dir: string | undefined): dir is string {
  return Boolean(
    dir && existsSync(dir) && readdirSync(dir).some((name) => name.endsWith('.sqlite')),
  );
}

/**
 * Moves a FerretDB SQLite diary into the embedded PostgreSQL, once: every
 * database and collection with its indexes, through two FerretDBs of its own
 * on free ports, then checks every collection's document count and index
 * names. Only after that check are the SQLite files renamed to a backup
 * directory; a failure stops what it started, leaves the files where they
 * are and says why (the caller then serves them on SQLite as before).
 */
export async function moveSqliteDiaryIfAny(options: SqliteMoveOptions): Promise<SqliteMoveResult> {
  const { sqliteDir } = options;
  if (!holdsSqliteDiary(sqliteDir)) return { kind: 'none' };
  info(`moving the diary in ${sqliteDir} (FerretDB on SQLite) to PostgreSQL, once`);
  const started = Date.now();
  const stops: (() => Promise<void>)[] = [];
  const stopStarted = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
  };
  let postgresql: EmbeddedPostgresql | undefined;
  try {
    postgresql = await startEmbeddedPostgresql({
      dataDir: options.postgresqlDataDir,
      processes: options.processes,
      echo: options.echo,
    });
    const pg = postgresql;
    await ensureDatabase(pg.serverUrl, 'ferretdb');
    const source = await startFerretDbServer({
      port: await freePort(),
      backend: { handler: 'sqlite', dataDir: sqliteDir },
      processes: options.processes,
      echo: options.echo,
    });
    stops.push(() => source.stop());
    const target = await startFerretDbServer({
      port: await freePort(),
      backend: { handler: 'postgresql', url: withDatabase(pg.serverUrl, 'ferretdb') },
      processes: options.processes,
      echo: options.echo,
    });
    stops.push(() => target.stop());

    const counts = await copyAll(source.url, target.url, path.join(sqliteDir, MARKER));
    await stopStarted();
    // The planner's statistics now, not when autovacuum gets to it: the first
    // lists after the move would otherwise be planned as if the tables were empty.
    for (const database of new Set(counts.map((count) => count.database)))
      await analyzeSchema(withDatabase(pg.serverUrl, 'ferretdb'), database);
    let backupDir = backupDirOf(sqliteDir);
    if (existsSync(backupDir)) backupDir = `${backupDir}-${Date.now()}`;
    await fs.rm(path.join(sqliteDir, MARKER), { force: true });
    await fs.rename(sqliteDir, backupDir);
    const documents = counts.reduce((sum, count) => sum + count.documents, 0);
    info(
      `moved ${counts.length} collections (${documents} documents) to PostgreSQL in ${Date.now() - started} ms, counts verified; ` +
        `the SQLite files are kept in ${backupDir} (delete it when you no longer want them)`,
    );
    return { kind: 'moved', postgresql: pg, backupDir, counts };
  } catch (error) {
    await stopStarted();
    await postgresql?.stop().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    info(
      paint(
        'red',
        `moving the SQLite diary in ${sqliteDir} to PostgreSQL failed: ${reason}. ` +
          `Nothing was removed: this start serves it on SQLite as before, and the next start tries the move again ` +
          `(FERRETDB_BACKEND=sqlite keeps SQLite without trying).`,
      ),
    );
    return { kind: 'failed', reason };
  }
}

/** Copies every database, collection and index from `sourceUrl` to `targetUrl` and verifies the counts. */
export async function copyAll(
  sourceUrl: string,
  targetUrl: string,
  markerFile: string,
): Promise<CollectionCount[]> {
  const source = new MongoClient(sourceUrl);
  const target = new MongoClient(targetUrl);
  try {
    const databases = (await source.db('admin').admin().listDatabases()).databases
      .map((database) => database.name)
      .filter((name) => !['admin', 'local', 'config'].includes(name));
    const existing = new Set(
      (await target.db('admin').admin().listDatabases()).databases.map((database) => database.name),
    );
    const clashing = databases.filter((name) => existing.has(name));
    if (clashing.length && !existsSync(markerFile))
      throw new Error(
        `PostgreSQL already holds ${clashing.join(', ')}; refusing to overwrite it with the SQLite copy`,
      );
    await fs.writeFile(markerFile, `${new Date().toISOString()}\n`);
    // What an interrupted move left behind.
    for (const name of clashing) await target.db(name).dropDatabase();

    const counts: CollectionCount[] = [];
    for (const name of databases) {
      const from = source.db(name);
      const to = target.db(name);
      const collections = await from.listCollections({}, { nameOnly: true }).toArray();
      for (const { name: collection } of collections) {
        if (collection.startsWith('system.')) continue;
        await to.createCollection(collection);
        const cursor = from
          .collection(collection)
          .find({}, { promoteValues: false, promoteLongs: false, promoteBuffers: false });
        let batch: Document[] = [];
        for await (const document of cursor) {
          batch.push(document);
          if (batch.length >= BATCH) {
            await to.collection(collection).insertMany(batch, { ordered: true });
            batch = [];
          }
        }
        if (batch.length) await to.collection(collection).insertMany(batch, { ordered: true });
        for (const index of await from.collection(collection).listIndexes().toArray()) {
          if (index.name === '_id_') continue;
          const { key, name: indexName, unique, sparse, expireAfterSeconds } = index;
          await to.collection(collection).createIndex(key as Document, {
            name: indexName as string,
            ...(unique ? { unique: true } : {}),
            ...(sparse ? { sparse: true } : {}),
            ...(expireAfterSeconds !== undefined ? { expireAfterSeconds } : {}),
          });
        }
        counts.push(await verify(from, to, name, collection));
      }
    }
    return counts;
  } finally {
    await source.close();
    await target.close();
  }
}

async function verify(
  from: ReturnType<MongoClient['db']>,
  to: ReturnType<MongoClient['db']>,
  database: string,
  collection: string,
): Promise<CollectionCount> {
  const [sourceCount, targetCount] = await Promise.all([
    from.collection(collection).countDocuments({}),
    to.collection(collection).countDocuments({}),
  ]);
  if (sourceCount !== targetCount)
    throw new Error(
      `${database}.${collection}: ${sourceCount} documents in SQLite, ${targetCount} in PostgreSQL`,
    );
  const names = async (db: ReturnType<MongoClient['db']>) =>
    (await db.collection(collection).listIndexes().toArray())
      .map((index) => index.name as string)
      .sort();
  const [sourceIndexes, targetIndexes] = await Promise.all([names(from), names(to)]);
  if (sourceIndexes.join() !== targetIndexes.join())
    throw new Error(
      `${database}.${collection}: indexes ${sourceIndexes.join(', ')} in SQLite, ${targetIndexes.join(', ')} in PostgreSQL`,
    );
  return { database, collection, documents: targetCount, indexes: targetIndexes };
}
