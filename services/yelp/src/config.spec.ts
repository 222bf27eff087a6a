import { loadYelpConfig } from './config';

describe('loadYelpConfig', () => {
  it('defaults to the local servers and the yelp database', () => {
    expect(loadYelpConfig({ JWT_PUBLIC_KEY: 'PEM' })).toEqual({
      mongo: { url: 'mongodb://127.0.0.1:27017', dbName: 'dining_yelp' },
      redis: { url: 'redis://127.0.0.1:6379', keyPrefix: 'dd:' },
      jwtPublicKey: 'PEM',
    });
  });
});
