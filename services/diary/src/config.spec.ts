import { ConfigError } from '@dd/nest-common';
import { loadDiaryConfig } from './config';

describe('loadDiaryConfig', () => {
  it('defaults to the local server and the diary database', () => {
    expect(loadDiaryConfig({ JWT_PUBLIC_KEY: 'PEM' })).toEqual({
      mongo: { url: 'mongodb://127.0.0.1:27017', dbName: 'dining_diary' },
      jwtPublicKey: 'PEM',
    });
  });

  it('fails with a ConfigError naming the missing public key', () => {
    expect(() => loadDiaryConfig({})).toThrow(ConfigError);
    expect(() => loadDiaryConfig({})).toThrow(/JWT_PUBLIC_KEY: required/);
  });
});
