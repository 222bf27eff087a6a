import { loadDiaryConfig } from './config';

describe('loadDiaryConfig', () => {
  it('defaults to the local server and the diary database, without Redis', () => {
    expect(loadDiaryConfig({ JWT_PUBLIC_KEY: 'PEM' })).toEqual({
      mongo: { url: 'mongodb://127.0.0.1:27017', dbName: 'dining_diary' },
      jwtPublicKey: 'PEM',
    });
  });
});
