import { loadDiaryConfig } from './config';

describe('loadDiaryConfig', () => {
  it('defaults to the local servers, the diary database and the dd: key prefix', () => {
    expect(loadDiaryConfig({ JWT_PUBLIC_KEY: 'PEM' })).toEqual({
      mongo: { url: 'mongodb://127.0.0.1:27017', dbName: 'dining_diary' },
      redis: { url: 'redis://127.0.0.1:6379', keyPrefix: 'dd:' },
      jwtPublicKey: 'PEM',
      mediaUrl: 'http://127.0.0.1:3003',
      exports: {
        mediaUrl: 'http://127.0.0.1:3003',
        yelpUrl: 'http://127.0.0.1:3004',
        dir: expect.stringMatching(/\/\.data\/exports$/),
        ttlMs: 24 * 3600 * 1000,
        worker: true,
      },
      imports: {
        mediaUrl: 'http://127.0.0.1:3003',
        yelpUrl: 'http://127.0.0.1:3004',
        dir: expect.stringMatching(/\/\.data\/imports$/),
        maxBytes: 2048 * 1024 * 1024,
        worker: true,
      },
      mail: {
        smtpUrl: 'smtp://127.0.0.1:3025',
        from: 'Dining Diary <no-reply@dining-diary.local>',
        appOrigin: 'http://127.0.0.1:8080',
      },
    });
  });

  it("takes the invitations' mail settings from SMTP_URL, MAIL_FROM and APP_ORIGIN", () => {
    const config = loadDiaryConfig({
      JWT_PUBLIC_KEY: 'PEM',
      SMTP_URL: 'smtp://relay:587',
      MAIL_FROM: 'Diary <diary@example.com>',
      APP_ORIGIN: 'https://diary.example.com/',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtp://relay:587',
      from: 'Diary <diary@example.com>',
      appOrigin: 'https://diary.example.com',
    });
  });

  it('takes the import settings from IMPORT_DIR, IMPORT_MAX_BYTES and IMPORT_WORKER', () => {
    const config = loadDiaryConfig({
      JWT_PUBLIC_KEY: 'PEM',
      IMPORT_DIR: '/var/imports',
      IMPORT_MAX_BYTES: '1048576',
      IMPORT_WORKER: '0',
    });
    expect(config.imports).toMatchObject({ dir: '/var/imports', maxBytes: 1048576, worker: false });
  });

  it('takes the export settings from MEDIA_URL, YELP_URL, EXPORT_DIR and EXPORT_TTL_HOURS', () => {
    const config = loadDiaryConfig({
      JWT_PUBLIC_KEY: 'PEM',
      MEDIA_URL: 'http://media:3003/',
      YELP_URL: 'http://yelp:3004',
      EXPORT_DIR: '/var/exports',
      EXPORT_TTL_HOURS: '2',
      EXPORT_WORKER: 'false',
    });
    expect(config.exports).toEqual({
      mediaUrl: 'http://media:3003',
      yelpUrl: 'http://yelp:3004',
      dir: '/var/exports',
      ttlMs: 2 * 3600 * 1000,
      worker: false,
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
