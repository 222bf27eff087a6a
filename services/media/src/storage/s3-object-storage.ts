import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { S3StorageConfig } from '../config';
import type { ObjectStorage, StoredObject } from './object-storage';
import { contentTypeOfKey } from './content-types';

/** Bucket URL as the public reads it: the configured CDN/public URL, else the bucket's own endpoint. */
export function s3PublicBaseUrl(config: S3StorageConfig): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  if (config.endpoint) {
    const endpoint = new URL(config.endpoint);
    const base = endpoint.href.replace(/\/+$/, '');
    return config.forcePathStyle
      ? `${base}/${config.bucket}`
      : `${endpoint.protocol}//${config.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/+$/, '')}`;
  }
  return `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
}

/** Public URL of one object: the original `<file>` sits at the bucket root, so `${storageUrl}/<file>` reaches it. */
export function s3PublicUrl(config: S3StorageConfig, key: string): string {
  return `${s3PublicBaseUrl(config)}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
  });
}

/** Objects in an S3-compatible bucket; served objects carry their content type and immutable caching. */
export class S3ObjectStorage implements ObjectStorage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async get(key: string): Promise<StoredObject | undefined> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      return {
        body: answer.Body as Readable,
        contentType: answer.ContentType ?? contentTypeOfKey(key),
        size: answer.ContentLength ?? 0,
        etag: answer.ETag ?? `"${key}"`,
      };
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.client.send(
      new DeleteObjectsCommand({
        Bucket: this.bucket,
        Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
      }),
    );
  }

  async list(): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }),
      );
      keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
      token = page.NextContinuationToken;
    } while (token);
    return keys;
  }
}
