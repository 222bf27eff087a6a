import { loadDiaryConfig } from './config';

describe('loadDiaryConfig', () => {
  it('defaults to the local servers, the diary database and the dd: key prefix', () => {
    expect(loadDiaryConfig({ JWT_PUBLIC_KEY: 'PEM' })).toEqual({
      mongo: { url: 'mongodb://127.0.0.1:27017', dbName: 'dining_diary' },
      redis: { url: 'redis://127.0.0.1:6379', keyPrefix: 'dd:' },
      jwtPublicKey: 'PEM',
    });
  });

  it('takes Redis from REDIS_URL and REDIS_PREFIX', () => {
    const config = loadDiaryConfig({
      JWT_PUBLIC_KEY: 'PEM',
      REDIS_URL: 'redis://cache:6379',
      REDIS_PREFIX: 'x:',
    });
    expect(config.redis).toEqual({ url: 'redis://cache:6379', keyPrefix: 'x:' });
  });
});
