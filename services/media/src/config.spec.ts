import path from 'node:path';
import { loadMediaConfig } from './config';

describe('loadMediaConfig', () => {
  it('defaults to the local servers, the media database, a local storage folder and an in-process worker', () => {
    expect(loadMediaConfig({ JWT_PUBLIC_KEY: 'PEM' })).toEqual({
      mongo: { url: 'mongodb://127.0.0.1:27017', dbName: 'dining_media' },
      redis: { url: 'redis://127.0.0.1:6379', keyPrefix: 'dd:' },
      jwtPublicKey: 'PEM',
      uploads: { maxBytes: 20 * 1024 * 1024, maxInputPixels: 50_000_000 },
      storage: { driver: 'local', dir: path.resolve('.data/uploads') },
      worker: { enabled: true, concurrency: 2, lockDurationMs: 30_000 },
    });
  });

  it('reads the S3 driver settings', () => {
    const config = loadMediaConfig({
      JWT_PUBLIC_KEY: 'PEM',
      MEDIA_STORAGE_DRIVER: 's3',
      S3_BUCKET: 'dd-images',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      MEDIA_WORKER: 'false',
    });
    expect(config.storage).toEqual({
      driver: 's3',
      bucket: 'dd-images',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      publicUrl: undefined,
    });
    expect(config.worker.enabled).toBe(false);
  });

  it('names what is missing for the S3 driver', () => {
    expect(() =>
      loadMediaConfig({
        JWT_PUBLIC_KEY: 'PEM',
        MEDIA_STORAGE_DRIVER: 's3',
        S3_ACCESS_KEY_ID: 'key',
      }),
    ).toThrow(/S3_BUCKET: required when MEDIA_STORAGE_DRIVER=s3.*S3_SECRET_ACCESS_KEY/);
  });
});
