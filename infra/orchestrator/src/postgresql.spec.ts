import { freePort } from './net';
import {
  databaseOf,
  dropDatabase,
  postgresqlAnswers,
  recreateDatabase,
  redactPassword,
  withDatabase,
} from './postgresql';

describe('PostgreSQL URLs', () => {
  it('hide the password and keep everything else', () => {
    expect(redactPassword('postgres://dd:p%40ss@db.local:5433/diary?sslmode=disable')).toBe(
      'postgres://dd:***@db.local:5433/diary?sslmode=disable',
    );
    expect(redactPassword('postgres://127.0.0.1:5432/diary')).toBe(
      'postgres://127.0.0.1:5432/diary',
    );
  });

  it('swap the database and keep the server, credentials and options', () => {
    expect(withDatabase('postgres://dd:pw@db:5433/diary?sslmode=disable', 'dd_bench')).toBe(
      'postgres://dd:pw@db:5433/dd_bench?sslmode=disable',
    );
    expect(withDatabase('postgres://127.0.0.1', 'postgres')).toBe('postgres://127.0.0.1/postgres');
  });

  it('name their database', () => {
    expect(databaseOf('postgres://127.0.0.1:5432/dd_bench')).toBe('dd_bench');
    expect(databaseOf('postgres://127.0.0.1:5432')).toBe('');
  });
});

describe('PostgreSQL provisioning', () => {
  it('refuses a database name that would need quoting, before running anything', async () => {
    await expect(recreateDatabase('postgres://127.0.0.1:1/x', 'x"; DROP')).rejects.toThrow(
      /not a plain PostgreSQL database name/,
    );
    await expect(dropDatabase('postgres://127.0.0.1:1/x', 'Bench')).rejects.toThrow(
      /not a plain PostgreSQL database name/,
    );
  });

  it('reports a closed port as not answering', async () => {
    expect(await postgresqlAnswers(`postgres://127.0.0.1:${await freePort()}/x`)).toBe(false);
  });
});
