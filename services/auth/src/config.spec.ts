import { ConfigError } from '@dd/nest-common';
import { loadAuthConfig } from './config';

describe('loadAuthConfig', () => {
  it('defaults to the local servers and the auth database', () => {
    expect(loadAuthConfig({ JWT_PUBLIC_KEY: 'PEM' })).toEqual({
      mongo: { url: 'mongodb://127.0.0.1:27017', dbName: 'dining_auth' },
      redis: { url: 'redis://127.0.0.1:6379', keyPrefix: 'dd:' },
      jwtPublicKey: 'PEM',
      jwtPrivateKey: undefined,
    });
  });

  it('takes the signing key from JWT_PRIVATE_KEY', () => {
    expect(loadAuthConfig({ JWT_PUBLIC_KEY: 'PUBLIC', JWT_PRIVATE_KEY: 'PRIVATE' })).toMatchObject({
      jwtPublicKey: 'PUBLIC',
      jwtPrivateKey: 'PRIVATE',
    });
  });

  it('fails with a ConfigError naming the missing public key', () => {
    expect(() => loadAuthConfig({})).toThrow(ConfigError);
    expect(() => loadAuthConfig({})).toThrow(/JWT_PUBLIC_KEY: required/);
  });
});
