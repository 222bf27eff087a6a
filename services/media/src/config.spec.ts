import { loadMediaConfig } from './config';

describe('loadMediaConfig', () => {
  it('defaults to the local servers and the media database', () => {
    expect(loadMediaConfig({ JWT_PUBLIC_KEY: 'PEM' })).toEqual({
      mongo: { url: 'mongodb://127.0.0.1:27017', dbName: 'dining_media' },
      redis: { url: 'redis://127.0.0.1:6379', keyPrefix: 'dd:' },
      jwtPublicKey: 'PEM',
    });
  });
});
