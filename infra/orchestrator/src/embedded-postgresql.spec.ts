import { statSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import {
  platformPackageDir,
  postgresqlDataDirFor,
  postgresUserReach,
  startEmbeddedPostgresql,
  type EmbeddedPostgresql,
  type Reach,
} from './embedded-postgresql';
import { analyzeSchema } from './postgresql';
import { ProcessManager } from './processes';

describe('postgresqlDataDirFor (which data directory PostgreSQL gets)', () => {
  const clone = '/nonexistent-dd-clone/.data/postgres';

  it('keeps the clone’s .data/postgres when the user that runs PostgreSQL reaches it', () => {
    const asked: string[] = [];
    const reach: Reach = (target) => (asked.push(target), true);
    expect(postgresqlDataDirFor(clone, reach, '/var/tmp/dd')).toEqual({
      dataDir: clone,
      fallback: false,
    });
    // Not created yet: the closest existing folder above it is what must be reachable.
    expect(asked).toEqual(['/']);
  });

  it('falls back to a folder of this clone under the fallback root when it cannot', () => {
    const reach: Reach = (target) => !target.startsWith('/root');
    const chosen = postgresqlDataDirFor('/root/some-clone/.data/postgres', reach, '/var/tmp/dd');
    expect(chosen.fallback).toBe(true);
    expect(chosen.dataDir).toMatch(/^\/var\/tmp\/dd\/[0-9a-f]{12}\/postgres$/);
    // The same clone always gets the same folder, another clone another one.
    expect(postgresqlDataDirFor('/root/some-clone/.data/postgres/', reach, '/var/tmp/dd')).toEqual(
      chosen,
    );
    expect(
      postgresqlDataDirFor('/root/other/.data/postgres', () => false, '/var/tmp/dd').dataDir,
    ).not.toBe(chosen.dataDir);
  });

  it('defaults to /var/lib/dining-diary', () => {
    expect(postgresqlDataDirFor('/root/x/.data/postgres', () => false).dataDir).toMatch(
      /^\/var\/lib\/dining-diary\/[0-9a-f]{12}\/postgres$/,
    );
  });
});

describe('the real reach check', () => {
  let root: string;

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'dd-reach-'));
    await fs.chmod(root, 0o755);
    await fs.mkdir(path.join(root, 'private'), { mode: 0o700 });
    await fs.chmod(path.join(root, 'private'), 0o700);
    await fs.mkdir(path.join(root, 'open'), { mode: 0o755 });
  });

  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  it('as root, denies a folder of mode 700 to the postgres user; else PostgreSQL runs as us', () => {
    const reach = postgresUserReach();
    expect(reach(path.join(root, 'open'))).toBe(true);
    expect(reach(path.join(root, 'private'))).toBe(process.getuid?.() !== 0);
  });
});

describe('startEmbeddedPostgresql with an unreachable clone (real PostgreSQL)', () => {
  jest.setTimeout(180_000);
  const processes = new ProcessManager();
  let root: string;
  let postgresql: EmbeddedPostgresql | undefined;

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'dd-fallback-'));
    await fs.chmod(root, 0o755);
    await fs.mkdir(path.join(root, 'clone'), { mode: 0o700 });
    await fs.chmod(path.join(root, 'clone'), 0o700);
  });

  afterAll(async () => {
    await postgresql?.stop();
    processes.dispose();
    await fs.rm(root, { recursive: true, force: true });
  });

  it('serves from a fallback data folder and a reachable copy of the binaries', async () => {
    const real = postgresUserReach();
    const clone = path.join(root, 'clone');
    const packageDir = platformPackageDir();
    // The clone (mode 700) is unreachable for real as root; say so for the binaries in
    // node_modules too (and for the clone when not root), as in a clone under /root.
    const reach: Reach = (target) =>
      !target.startsWith(clone) && !target.startsWith(packageDir) && real(target);
    const fallbackRoot = path.join(root, 'fallback');
    const lines: string[] = [];
    const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      postgresql = await startEmbeddedPostgresql({
        dataDir: path.join(clone, '.data', 'postgres'),
        processes,
        reach,
        fallbackRoot,
      });
    } finally {
      write.mockRestore();
    }

    expect(postgresql.dataDir).toMatch(
      new RegExp(`^${fallbackRoot}/[0-9a-f]{12}/postgres$`.replace(/\//g, '\\/')),
    );
    const said = lines.filter((line) => line.includes('cannot reach'));
    expect(said).toHaveLength(1);
    expect(said[0]).toContain(postgresql.dataDir);
    const client = new Client({ connectionString: postgresql.serverUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ setting: string }>(
        "SELECT setting FROM pg_settings WHERE name = 'data_directory'",
      );
      expect(rows[0]!.setting).toBe(postgresql.dataDir);
    } finally {
      await client.end();
    }
    // The server runs the copied binaries, not node_modules'.
    const pid = (await fs.readFile(path.join(postgresql.dataDir, 'postmaster.pid'), 'utf8'))
      .split('\n')[0]!
      .trim();
    const executable = await fs.readlink(`/proc/${pid}/exe`);
    expect(executable.startsWith(fallbackRoot + path.sep)).toBe(true);
    expect(executable.endsWith(path.join('native', 'bin', 'postgres'))).toBe(true);
    if (process.getuid?.() === 0)
      expect(statSync(postgresql.dataDir).uid).toBe(statSync(`/proc/${pid}`).uid);
    // Nothing was written into the clone's .data/postgres.
    await expect(fs.readdir(path.join(clone, '.data'))).resolves.toEqual([]);
  });

  it('analyses every table of a schema on request (analyzeSchema)', async () => {
    const client = new Client({ connectionString: postgresql!.serverUrl });
    await client.connect();
    try {
      await client.query('CREATE SCHEMA "Bench_Diary"');
      await client.query('CREATE TABLE "Bench_Diary".meals_1 (_jsonb jsonb)');
      await client.query('CREATE TABLE "Bench_Diary".tags_2 (_jsonb jsonb)');
      await client.query('CREATE TABLE public.elsewhere (n int)');
      await client.query(
        `INSERT INTO "Bench_Diary".meals_1 SELECT jsonb_build_object('n', n) FROM generate_series(1, 500) n`,
      );
      await expect(analyzeSchema(postgresql!.serverUrl, 'Bench_Diary')).resolves.toBe(2);
      const { rows } = await client.query<{ relname: string; analysed: boolean }>(
        `SELECT relname, last_analyze IS NOT NULL AS analysed FROM pg_stat_user_tables
          WHERE relname IN ('meals_1', 'tags_2', 'elsewhere') ORDER BY relname`,
      );
      expect(rows).toEqual([
        { relname: 'elsewhere', analysed: false },
        { relname: 'meals_1', analysed: true },
        { relname: 'tags_2', analysed: true },
      ]);
      const { rows: stats } = await client.query<{ reltuples: number }>(
        `SELECT reltuples FROM pg_class WHERE oid = '"Bench_Diary".meals_1'::regclass`,
      );
      expect(stats[0]!.reltuples).toBe(500);
    } finally {
      await client.end();
    }
  });
});
