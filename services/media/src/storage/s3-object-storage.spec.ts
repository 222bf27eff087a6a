import type { S3StorageConfig } from '../config';
import { s3PublicBaseUrl, s3PublicUrl } from './s3-object-storage';

const base: S3StorageConfig = {
  driver: 's3',
  bucket: 'dd-images',
  region: 'eu-west-3',
  forcePathStyle: false,
};

describe('S3 public URLs (the storageUrl fallback of /config.json)', () => {
  it('uses the AWS virtual-hosted bucket URL by default', () => {
    expect(s3PublicBaseUrl(base)).toBe('https://dd-images.s3.eu-west-3.amazonaws.com');
  });

  it('puts the bucket in the path of a path-style endpoint (MinIO)', () => {
    expect(s3PublicBaseUrl({ ...base, endpoint: 'http://minio:9000/', forcePathStyle: true })).toBe(
      'http://minio:9000/dd-images',
    );
  });

  it('puts the bucket in the host of a virtual-hosted endpoint', () => {
    expect(s3PublicBaseUrl({ ...base, endpoint: 'https://r2.example.com' })).toBe(
      'https://dd-images.r2.example.com',
    );
  });

  it('prefers the configured public URL (a CDN) without its trailing slash', () => {
    expect(s3PublicBaseUrl({ ...base, publicUrl: 'https://img.example.com/dd/' })).toBe(
      'https://img.example.com/dd',
    );
  });

  it('maps an original to the bucket root and a variant under variants/', () => {
    const config = { ...base, publicUrl: 'https://img.example.com' };
    expect(s3PublicUrl(config, 'AbC_-123.jpg')).toBe('https://img.example.com/AbC_-123.jpg');
    expect(s3PublicUrl(config, 'variants/AbC-w320.webp')).toBe(
      'https://img.example.com/variants/AbC-w320.webp',
    );
  });
});
