import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { MongoClient } from 'mongodb';
import { ensureMongo, startFerretDbServer } from './mongo';
import { freePort } from './net';
import { ProcessManager } from './processes';
import { backupDirOf, holdsSqliteDiary } from './sqlite-move';

/** A SQLite FerretDB diary as an older `npm start` left it in `.data/ferretdb`. */
async function seedSqliteDiary(dir: string, processes: ProcessManager): Promise<void> {
  const server = await startFerretDbServer({
    port: await freePort(),
    backend: { handler: 'sqlite', dataDir: dir },
    processes,
    echo: false,
  });
  const client = new MongoClient(server.url);
  try {
    const diary = client.db('dining_diary');
    await diary.collection('meals').insertMany(
      Array.from({ length: 2500 }, (_, i) => ({
        userId: `u${i % 7}`,
        name: `meal ${i}`,
        date: new Date(Date.UTC(2024, i % 12, 1)),
        rating: i % 5,
        big: 2 ** 40 + i,
      })),
    );
    await diary.collection('meals').createIndex({ userId: 1, date: -1 });
    await diary.collection('tags').insertOne({ userId: 'u1', nameKey: 'pizza' });
    await diary.collection('tags').createIndex({ userId: 1, nameKey: 1 }, { unique: true });
    await diary.createCollection('empty_one');
    await client.db('dining_auth').collection('users').insertOne({ emailKey: 'a@b.c' });
    await client
      .db('dining_auth')
      .collection('users')
      .createIndex({ emailKey: 1 }, { unique: true });
  } finally {
    await client.close();
    await server.stop();
  }
}

describe('moving a SQLite diary to the embedded PostgreSQL (real FerretDB and PostgreSQL)', () => {
  const saved = { ...process.env };
  let root: string;
  let processes: ProcessManager;

  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'dd-sqlite-move-spec-'));
    // As root, PostgreSQL runs as the `postgres` user, which must reach its data directory.
    await fs.chmod(root, 0o711);
    processes = new ProcessManager();
    delete process.env.MONGO_URL;
    delete process.env.FERRETDB_POSTGRESQL_URL;
    delete process.env.FERRETDB_BACKEND;
    // A port nothing answers on, so ensureMongo starts its own FerretDB.
    process.env.FERRETDB_PORT = String(await freePort());
    jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    await processes.stopAll();
    processes.dispose();
    process.env = { ...saved };
    await fs.rm(root, { recursive: true, force: true });
  });

  it('moves every database, collection, document and index once, then keeps the SQLite files as a backup', async () => {
    const sqliteDir = path.join(root, 'ferretdb');
    await seedSqliteDiary(sqliteDir, processes);
    expect(holdsSqliteDiary(sqliteDir)).toBe(true);

    const mongo = await ensureMongo({
      processes,
      dataDir: sqliteDir,
      postgresqlDataDir: path.join(root, 'postgres'),
      echo: false,
    });
    try {
      const said = (process.stdout.write as jest.Mock).mock.calls
        .map(([text]) => String(text))
        .join('');
      expect(said).not.toMatch(/failed/);
      expect(mongo.postgresqlUrl).toMatch(/^postgres:\/\/postgres:.*@127\.0\.0\.1:\d+\/ferretdb$/);
      const client = new MongoClient(mongo.url);
      try {
        const meals = client.db('dining_diary').collection('meals');
        expect(await meals.countDocuments({})).toBe(2500);
        expect(await meals.countDocuments({ userId: 'u3' })).toBe(357);
        const one = await meals.findOne({ name: 'meal 5' }, { promoteLongs: false });
        expect(one).toMatchObject({
          userId: 'u5',
          rating: 0,
          date: new Date(Date.UTC(2024, 5, 1)),
        });
        expect(String(one!.big)).toBe(String(2 ** 40 + 5));
        expect((await meals.listIndexes().toArray()).map((index) => index.name).sort()).toEqual([
          '_id_',
          'userId_1_date_-1',
        ]);
        const tagIndexes = await client
          .db('dining_diary')
          .collection('tags')
          .listIndexes()
          .toArray();
        expect(tagIndexes.find((index) => index.name === 'userId_1_nameKey_1')?.unique).toBe(true);
        await expect(
          client
            .db('dining_diary')
            .collection('tags')
            .insertOne({ userId: 'u1', nameKey: 'pizza' }),
        ).rejects.toThrow(/duplicate key/);
        const names = (await client.db('dining_diary').listCollections().toArray()).map(
          (c) => c.name,
        );
        expect(names.sort()).toEqual(['empty_one', 'meals', 'tags']);
        expect(await client.db('dining_auth').collection('users').countDocuments({})).toBe(1);
      } finally {
        await client.close();
      }
      const pg = new Client({ connectionString: mongo.postgresqlUrl });
      await pg.connect();
      try {
        const { rows } = await pg.query<{ relname: string; analysed: boolean }>(
          `SELECT relname, last_analyze IS NOT NULL AS analysed FROM pg_stat_user_tables
           WHERE schemaname = 'dining_diary' AND relname NOT LIKE '\\_ferretdb%'`,
        );
        expect(rows.length).toBeGreaterThanOrEqual(3);
        expect(rows.filter((row) => !row.analysed)).toEqual([]);
      } finally {
        await pg.end();
      }
    } finally {
      await mongo.stop();
    }
    expect(existsSync(sqliteDir)).toBe(false);
    expect(holdsSqliteDiary(backupDirOf(sqliteDir))).toBe(true);

    // Once: the next start finds nothing to move and serves the same data from PostgreSQL.
    const again = await ensureMongo({
      processes,
      dataDir: sqliteDir,
      postgresqlDataDir: path.join(root, 'postgres'),
      echo: false,
    });
    try {
      const client = new MongoClient(again.url);
      expect(await client.db('dining_diary').collection('meals').countDocuments({})).toBe(2500);
      await client.close();
    } finally {
      await again.stop();
    }
    expect(existsSync(sqliteDir)).toBe(false);
  }, 180_000);

  it('leaves the SQLite diary in place and served when the move fails', async () => {
    const sqliteDir = path.join(root, 'ferretdb');
    await seedSqliteDiary(sqliteDir, processes);
    // A file where PostgreSQL's data directory should be: PostgreSQL cannot start.
    const postgresqlDataDir = path.join(root, 'postgres');
    await fs.writeFile(postgresqlDataDir, 'not a directory');

    const mongo = await ensureMongo({
      processes,
      dataDir: sqliteDir,
      postgresqlDataDir,
      echo: false,
    });
    try {
      expect(mongo.postgresqlUrl).toBeUndefined();
      const client = new MongoClient(mongo.url);
      expect(await client.db('dining_diary').collection('meals').countDocuments({})).toBe(2500);
      await client.close();
    } finally {
      await mongo.stop();
    }
    const said = (process.stdout.write as jest.Mock).mock.calls
      .map(([text]) => String(text))
      .join('');
    expect(said).toMatch(
      /moving the SQLite diary .* to PostgreSQL failed: [\s\S]*Nothing was removed/,
    );
    expect(holdsSqliteDiary(sqliteDir)).toBe(true);
    expect(existsSync(backupDirOf(sqliteDir))).toBe(false);
  }, 180_000);
});
