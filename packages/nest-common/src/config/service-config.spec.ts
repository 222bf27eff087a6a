import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { ConfigError } from './config-error';
import { loadConfig } from './load-config';
import { loadServiceConfig, serviceConfigFrom, serviceConfigSchema } from './service-config';

describe('loadServiceConfig', () => {
  it('defaults to the local servers, the given database and the dd: key prefix', () => {
    expect(loadServiceConfig({ defaultDb: 'dining_test' }, { JWT_PUBLIC_KEY: 'PEM' })).toEqual({
      mongo: { url: 'mongodb://127.0.0.1:27017', dbName: 'dining_test' },
      redis: { url: 'redis://127.0.0.1:6379', keyPrefix: 'dd:' },
      jwtPublicKey: 'PEM',
    });
  });

  it('takes every shared variable from the environment', () => {
    const config = loadServiceConfig(
      { defaultDb: 'dining_test' },
      {
        MONGO_URL: 'mongodb://db:27017',
        MONGO_DB: 'other',
        REDIS_URL: 'redis://cache:6379',
        REDIS_PREFIX: 'x:',
        JWT_PUBLIC_KEY: 'PEM',
      },
    );
    expect(config).toEqual({
      mongo: { url: 'mongodb://db:27017', dbName: 'other' },
      redis: { url: 'redis://cache:6379', keyPrefix: 'x:' },
      jwtPublicKey: 'PEM',
    });
  });

  it('reads the public key from JWT_PUBLIC_KEY_FILE', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'nest-common-')), 'public.pem');
    writeFileSync(file, 'PEM FROM FILE');
    const config = loadServiceConfig({ defaultDb: 'dining_test' }, { JWT_PUBLIC_KEY_FILE: file });
    expect(config.jwtPublicKey).toBe('PEM FROM FILE');
  });

  it('fails with one line when the public key is missing', () => {
    const load = () => loadServiceConfig({ defaultDb: 'dining_test' }, {});
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      /^Invalid configuration: JWT_PUBLIC_KEY: required \(set JWT_PUBLIC_KEY or JWT_PUBLIC_KEY_FILE\)$/,
    );
  });

  it('fails with one line naming an invalid variable', () => {
    expect(() =>
      loadServiceConfig({ defaultDb: 'dining_test' }, { PORT: 'eighty', JWT_PUBLIC_KEY: 'PEM' }),
    ).toThrow(/^Invalid configuration: PORT: [^\n]+$/);
  });
});

describe('serviceConfigSchema with extraEnv', () => {
  const schema = serviceConfigSchema({
    defaultDb: 'dining_test',
    extraEnv: { UPLOAD_LIMIT: z.coerce.number().default(10) },
  });

  it("validates the service's own variables together with the shared ones", () => {
    const vars = loadConfig(schema, { JWT_PUBLIC_KEY: 'PEM', UPLOAD_LIMIT: '5' });
    expect(vars.UPLOAD_LIMIT).toBe(5);
    expect(serviceConfigFrom(vars).mongo.dbName).toBe('dining_test');
  });

  it('still requires the public key', () => {
    expect(() => loadConfig(schema, { UPLOAD_LIMIT: '5' })).toThrow(/JWT_PUBLIC_KEY: required/);
  });
});
