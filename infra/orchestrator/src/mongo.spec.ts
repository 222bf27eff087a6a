import { configuredBackend, POSTGRESQL_URL_ENV } from './mongo';

describe('configuredBackend', () => {
  it('is an embedded PostgreSQL by default', () => {
    expect(configuredBackend({})).toEqual({ kind: 'embedded-postgresql' });
    expect(configuredBackend({ [POSTGRESQL_URL_ENV]: '  ' })).toEqual({
      kind: 'embedded-postgresql',
    });
    expect(configuredBackend({ FERRETDB_BACKEND: 'postgresql' })).toEqual({
      kind: 'embedded-postgresql',
    });
  });

  it('is SQLite when FERRETDB_BACKEND=sqlite', () => {
    expect(configuredBackend({ FERRETDB_BACKEND: 'sqlite' })).toEqual({ kind: 'sqlite' });
    expect(() => configuredBackend({ FERRETDB_BACKEND: 'mysql' })).toThrow(/expected postgresql/);
  });

  it('is the configured PostgreSQL when FERRETDB_POSTGRESQL_URL is set, whatever else is', () => {
    expect(
      configuredBackend({
        FERRETDB_POSTGRESQL_URL: 'postgres://127.0.0.1:5432/dining',
        FERRETDB_BACKEND: 'sqlite',
      }),
    ).toEqual({ kind: 'configured-postgresql', url: 'postgres://127.0.0.1:5432/dining' });
  });
});
