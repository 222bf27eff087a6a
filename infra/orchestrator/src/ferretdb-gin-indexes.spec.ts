import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  ensureDatabase,
  freePort,
  ProcessManager,
  startEmbeddedPostgresql,
  startFerretDbServer,
  withDatabase,
  type EmbeddedPostgresql,
  type MongoServer,
} from './index';
import mongoose, { Schema, type Connection } from 'mongoose';
import { Client } from 'pg';
// The check every service runs at start-up on the local tier. Not a declared dependency:
// @dd/nest-common's own tests start their database through this workspace.
import { ensureFerretDbGinIndexes, wantedGinIndexes } from '@dd/nest-common';

/** Node types and index names of a PostgreSQL JSON plan, depth first. */
function planNodes(plan: unknown): { type: string; index?: string }[] {
  const node = plan as { 'Node Type'?: string; 'Index Name'?: string; Plans?: unknown[] };
  const own = node['Node Type'] ? [{ type: node['Node Type'], index: node['Index Name'] }] : [];
  return [...own, ...(node.Plans ?? []).flatMap(planNodes)];
}

describe('GIN indexes on FerretDB on PostgreSQL (real FerretDB, embedded PostgreSQL)', () => {
  const processes = new ProcessManager();
  let dataRoot: string;
  let postgresql: EmbeddedPostgresql;
  let ferretdb: MongoServer;
  let postgresqlUrl: string;
  let connection: Connection;
  const dbName = 'gin_spec';

  const meals = new Schema({ userId: String, date: Date, month: String, name: String });
  meals.index({ userId: 1, date: -1, createdAt: -1, _id: -1 });
  const months = new Schema({ userId: String, month: String, count: Number });
  months.index({ userId: 1, month: -1 });

  beforeAll(async () => {
    dataRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'dd-gin-spec-'));
    // As root, PostgreSQL runs as the `postgres` user, which must reach its data directory.
    await fs.chmod(dataRoot, 0o711);
    postgresql = await startEmbeddedPostgresql({
      dataDir: path.join(dataRoot, 'postgres'),
      processes,
    });
    await ensureDatabase(postgresql.serverUrl, 'ferretdb');
    postgresqlUrl = withDatabase(postgresql.serverUrl, 'ferretdb');
    ferretdb = await startFerretDbServer({
      port: await freePort(),
      backend: { handler: 'postgresql', url: postgresqlUrl },
      processes,
      echo: false,
    });
    connection = await mongoose.createConnection(ferretdb.url, { dbName }).asPromise();
    const Meal = connection.model('Meal', meals, 'meals');
    const Month = connection.model('MealMonth', months, 'meal_months');
    await Promise.all([Meal.init(), Month.init()]);
    // 60 users with 50 meals each: enough rows that PostgreSQL prefers an index to a scan.
    const docs = [];
    for (let user = 0; user < 60; user++)
      for (let i = 0; i < 50; i++)
        docs.push({
          userId: `u${user}`,
          date: new Date(Date.UTC(2024, i % 12, 1 + (i % 28))),
          month: `2024-${String((i % 12) + 1).padStart(2, '0')}`,
          name: `meal ${i}`,
        });
    await Meal.collection.insertMany(docs);
    await Month.collection.insertMany(
      Array.from({ length: 60 * 12 }, (_, i) => ({
        userId: `u${Math.floor(i / 12)}`,
        month: `2024-${String((i % 12) + 1).padStart(2, '0')}`,
        count: 4,
      })),
    );
  }, 120_000);

  afterAll(async () => {
    await connection?.close();
    await ferretdb?.stop();
    await postgresql?.stop();
    processes.dispose();
    await fs.rm(dataRoot, { recursive: true, force: true });
  });

  it('are created from FerretDB’s metadata, once', async () => {
    const wanted = wantedGinIndexes(connection);
    expect(wanted).toEqual(
      expect.arrayContaining([
        { collection: 'meals', fields: ['_id', 'userId'] },
        { collection: 'meal_months', fields: ['_id', 'month', 'userId'] },
      ]),
    );
    const first = await ensureFerretDbGinIndexes(postgresqlUrl, dbName, wanted);
    expect(first.created.sort()).toEqual([
      'meal_months._id',
      'meal_months.month',
      'meal_months.userId',
      'meals._id',
      'meals.userId',
    ]);
    const again = await ensureFerretDbGinIndexes(postgresqlUrl, dbName, wanted);
    expect(again.created).toEqual([]);
    expect(again.present.sort()).toEqual(first.created.sort());

    const client = new Client({ connectionString: postgresqlUrl });
    await client.connect();
    try {
      const defs = await client.query<{ indexdef: string }>(
        `SELECT indexdef FROM pg_indexes WHERE schemaname = $1 AND indexname LIKE '%\\_gin'`,
        [dbName],
      );
      expect(defs.rows.map((row) => row.indexdef)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/USING gin \(\(\(_jsonb -> 'userId'::text\)\) jsonb_path_ops\)/),
          expect.stringMatching(/USING gin \(\(\(_jsonb -> 'month'::text\)\) jsonb_path_ops\)/),
        ]),
      );
      // Fresh statistics, as autovacuum would gather them on a real diary.
      await client.query(`ANALYZE`);
    } finally {
      await client.end();
    }
  });

  const explain = async (collection: string, filter: Record<string, unknown>, sort?: object) => {
    const result = await connection.db!.command({
      explain: { find: collection, filter, ...(sort ? { sort } : {}), limit: 24 },
      verbosity: 'queryPlanner',
    });
    return {
      filterPushdown: result.filterPushdown as boolean,
      nodes: planNodes((result.queryPlanner as { Plan: unknown }).Plan),
    };
  };

  it('serve the hot lists: a user’s first page of meals pushes the owner down and scans an index', async () => {
    const plan = await explain('meals', { userId: 'u7' }, { date: -1, createdAt: -1, _id: -1 });
    expect(plan.filterPushdown).toBe(true);
    expect(plan.nodes).toContainEqual({
      type: 'Bitmap Index Scan',
      index: expect.stringMatching(/_userId_gin$/),
    });
    expect(plan.nodes.map((node) => node.type)).not.toContain('Seq Scan');
  });

  it('serve the hot lists: a user’s meal month pushes owner and month down and scans an index', async () => {
    const plan = await explain('meal_months', { userId: 'u7', month: '2024-05' });
    expect(plan.filterPushdown).toBe(true);
    expect(
      plan.nodes.some((node) => node.type.includes('Index Scan') && /_gin$/.test(node.index ?? '')),
    ).toBe(true);
    expect(plan.nodes.map((node) => node.type)).not.toContain('Seq Scan');
  });

  it('serve a read by id: `_id` alone (a page’s restaurant names) scans an index, not every user’s meals', async () => {
    const meal = await connection.collection('meals').findOne({ userId: 'u42', name: 'meal 7' });
    const plan = await explain('meals', { _id: meal!._id });
    expect(plan.filterPushdown).toBe(true);
    expect(plan.nodes).toContainEqual({
      type: 'Bitmap Index Scan',
      index: expect.stringMatching(/__id_gin$/),
    });
    expect(plan.nodes.map((node) => node.type)).not.toContain('Seq Scan');
  });

  it('an owner wrapped in $and is not pushed down (why every service keeps it top-level)', async () => {
    const plan = await explain('meals', { $and: [{ userId: 'u7' }, { month: '2024-05' }] });
    expect(plan.filterPushdown).toBe(false);
    expect(plan.nodes.map((node) => node.type)).toContain('Seq Scan');
  });
});
