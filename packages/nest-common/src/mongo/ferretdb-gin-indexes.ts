import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { Client } from 'pg';

/** Injection token: FerretDB's PostgreSQL database URL, or '' when the database is not FerretDB on PostgreSQL. */
export const FERRETDB_POSTGRESQL_URL = Symbol('FERRETDB_POSTGRESQL_URL');

/**
 * The owner fields: `userId` in per-user collections, `diaryId` in the diary
 * service's per-diary ones (restaurants, meals, tags and their links).
 */
export const OWNER_FIELDS: readonly string[] = ['userId', 'diaryId'];
/**
 * Every collection's `_id`: FerretDB pushes `{ _id: v }` down as containment
 * too, which its btree `_id_` index cannot serve, so a read by id (a page's
 * restaurant names, one `findById` each) scanned every user's documents.
 */
export const ID_FIELD = '_id';
/** Keys that order a list rather than pick its documents: never worth a GIN index of their own. */
const SORT_KEYS = new Set(['_id', 'date', 'createdAt', 'updatedAt']);

type DeclaredIndex = [Record<string, unknown>, unknown?];

/**
 * The top-level fields whose equality a collection's lists filter on, from
 * its declared (MongoDB) indexes: the leading key of every index, and the
 * key after the owner in an owner-led index (the meal month's `month`, a
 * restaurant's meals' `restaurantId`), unless that key only orders the list.
 */
export function ginFieldsOf(indexes: readonly DeclaredIndex[]): string[] {
  const fields = new Set<string>();
  for (const [keys] of indexes) {
    const names = Object.keys(keys);
    const [first, second] = names;
    if (first && first !== '_id' && !first.includes('.')) fields.add(first);
    if (
      first &&
      OWNER_FIELDS.includes(first) &&
      second &&
      !SORT_KEYS.has(second) &&
      !second.includes('.')
    )
      fields.add(second);
  }
  return [...fields].sort();
}

/** The GIN index's name: `<table>_<field>_gin`, shortened with a hash to PostgreSQL's 63 bytes. */
export function ginIndexName(table: string, field: string): string {
  const name = `${table}_${field}_gin`;
  if (name.length <= 63) return name;
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 8);
  return `${name.slice(0, 50)}_${hash}_gin`;
}

export interface GinIndexWanted {
  collection: string;
  fields: readonly string[];
}

export interface GinIndexReport {
  /** `<collection>.<field>` whose index this call created. */
  created: string[];
  /** `<collection>.<field>` whose index was there already. */
  present: string[];
  /** Collections FerretDB has no table for yet (nothing stored). */
  missing: string[];
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * Makes sure each wanted field has a GIN `jsonb_path_ops` expression index,
 * `((_jsonb -> '<field>') jsonb_path_ops)`, on FerretDB's table for its
 * collection (found in the database's `_ferretdb_database_metadata`).
 * FerretDB pushes a top-level equality down as `(_jsonb -> 'f') @> '<v>'`,
 * which its own btree indexes cannot serve; this index can. Idempotent, and
 * safe against replicas doing the same at once.
 */
export async function ensureFerretDbGinIndexes(
  postgresqlUrl: string,
  database: string,
  wanted: readonly GinIndexWanted[],
): Promise<GinIndexReport> {
  const report: GinIndexReport = { created: [], present: [], missing: [] };
  const client = new Client({ connectionString: postgresqlUrl, connectionTimeoutMillis: 5000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const metadataExists = await client.query(
      `SELECT 1 FROM information_schema.tables WHERE table_schema = $1 AND table_name = '_ferretdb_database_metadata'`,
      [database],
    );
    const tables = new Map<string, string>();
    if (metadataExists.rowCount) {
      const rows = await client.query<{ collection: string; table: string }>(
        `SELECT _jsonb ->> '_id' AS collection, _jsonb ->> 'table' AS table FROM ${quote(database)}._ferretdb_database_metadata`,
      );
      for (const row of rows.rows) tables.set(row.collection, row.table);
    }
    for (const { collection, fields } of wanted) {
      const table = tables.get(collection);
      if (!table) {
        report.missing.push(collection);
        continue;
      }
      for (const field of fields) {
        const name = ginIndexName(table, field);
        const label = `${collection}.${field}`;
        const exists = await client.query(
          'SELECT 1 FROM pg_indexes WHERE schemaname = $1 AND indexname = $2',
          [database, name],
        );
        if (exists.rowCount) {
          report.present.push(label);
          continue;
        }
        try {
          await client.query(
            `CREATE INDEX IF NOT EXISTS ${quote(name)} ON ${quote(database)}.${quote(table)} ` +
              `USING gin ((_jsonb -> ${literal(field)}) jsonb_path_ops)`,
          );
          report.created.push(label);
        } catch (error) {
          // Another replica created it between the check and the statement.
          const code = (error as { code?: string }).code;
          if (code !== '23505' && code !== '42P07') throw error;
          report.present.push(label);
        }
      }
    }
    return report;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** What the connection's models want: each collection's `_id` and equality keys (ginFieldsOf its declared indexes). */
export function wantedGinIndexes(connection: Connection): GinIndexWanted[] {
  return Object.values(connection.models).map((model) => ({
    collection: model.collection.collectionName,
    fields: [ID_FIELD, ...ginFieldsOf(model.schema.indexes() as DeclaredIndex[])],
  }));
}

/**
 * On FerretDB on PostgreSQL (the local tier), adds the GIN indexes at
 * start-up, once the models have created their collections and indexes.
 * A local-tier measure that MongoDB does not need: without
 * MONGO_POSTGRESQL_URL it does nothing. A failure is logged, not fatal: the
 * lists are then slower, not wrong.
 */
@Injectable()
export class FerretDbGinIndexes implements OnApplicationBootstrap {
  private readonly logger = new Logger('FerretDbGinIndexes');

  constructor(
    @InjectConnection() private readonly connection: Connection,
    @Inject(FERRETDB_POSTGRESQL_URL) private readonly postgresqlUrl: string,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.postgresqlUrl) return;
    try {
      const models = Object.values(this.connection.models);
      // Each model creates its collection (FerretDB's table) and declared indexes.
      await Promise.all(models.map((model) => model.init()));
      await Promise.all(models.map((model) => model.createCollection().catch(() => undefined)));
      const report = await ensureFerretDbGinIndexes(
        this.postgresqlUrl,
        this.connection.name,
        wantedGinIndexes(this.connection),
      );
      if (report.created.length)
        this.logger.log(`GIN indexes created on FerretDB's tables: ${report.created.join(', ')}`);
      if (report.missing.length)
        this.logger.warn(`no FerretDB table yet for ${report.missing.join(', ')}`);
    } catch (error) {
      this.logger.warn(
        `GIN indexes on FerretDB's PostgreSQL tables not checked: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
