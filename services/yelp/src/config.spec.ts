import { ConfigError } from '@dd/nest-common';
import { loadYelpConfig } from './config';

describe('loadYelpConfig', () => {
  it('defaults to the local servers and the yelp database', () => {
    expect(loadYelpConfig({ JWT_PUBLIC_KEY: 'PEM' })).toEqual({
      mongo: { url: 'mongodb://127.0.0.1:27017', dbName: 'dining_yelp' },
      redis: { url: 'redis://127.0.0.1:6379', keyPrefix: 'dd:' },
      jwtPublicKey: 'PEM',
    });
  });

  it('fails with a ConfigError naming the missing public key', () => {
    expect(() => loadYelpConfig({})).toThrow(ConfigError);
    expect(() => loadYelpConfig({})).toThrow(/JWT_PUBLIC_KEY: required/);
  });
});
