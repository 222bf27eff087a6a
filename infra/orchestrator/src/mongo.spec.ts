import { configuredBackend, POSTGRESQL_URL_ENV } from './mongo';

describe('configuredBackend', () => {
  it('is SQLite in the given directory by default', () => {
    expect(configuredBackend({}, '/repo/.data/ferretdb')).toEqual({
      handler: 'sqlite',
      dataDir: '/repo/.data/ferretdb',
    });
    expect(configuredBackend({ [POSTGRESQL_URL_ENV]: '  ' }, '/d')).toEqual({
      handler: 'sqlite',
      dataDir: '/d',
    });
  });

  it('is PostgreSQL when FERRETDB_POSTGRESQL_URL is set', () => {
    expect(
      configuredBackend({ FERRETDB_POSTGRESQL_URL: 'postgres://127.0.0.1:5432/dining' }, '/d'),
    ).toEqual({ handler: 'postgresql', url: 'postgres://127.0.0.1:5432/dining' });
  });
});
