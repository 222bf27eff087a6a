import path from 'node:path';
import { z } from 'zod';
import { loadConfig, ServiceConfig, serviceConfigFrom, serviceConfigSchema } from '@dd/nest-common';

const MEGABYTE = 1024 * 1024;

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

export const mediaEnvSchema = serviceConfigSchema({
  defaultDb: 'dining_media',
  extraEnv: {
    MEDIA_MAX_UPLOAD_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(20 * MEGABYTE),
    /** Decoded width × height above which an image is refused before it is decoded (a decompression bomb). */
    MEDIA_MAX_INPUT_PIXELS: z.coerce.number().int().positive().default(50_000_000),
    MEDIA_STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    /** Local driver: the folder holding the files (the orchestrator passes `<repo>/.data/uploads`). */
    MEDIA_STORAGE_DIR: z.string().default('.data/uploads'),
    /** Whether this process also runs the variants worker (`--worker-only` processes always do). */
    MEDIA_WORKER: booleanFlag.default(true),
    MEDIA_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
    /** How long a job's lock lives without renewal; a crashed worker's job is retried after it. */
    MEDIA_JOB_LOCK_MS: z.coerce.number().int().min(500).default(30_000),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    /** S3-compatible endpoint (MinIO, R2, ...); AWS when unset. */
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    /** Public base URL of the bucket (a CDN, or the bucket's own URL when unset). */
    S3_PUBLIC_URL: z.url().optional(),
  },
}).superRefine((env, ctx) => {
  if (env.MEDIA_STORAGE_DRIVER === 's3' && !env.S3_BUCKET) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: 'required when MEDIA_STORAGE_DRIVER=s3',
    });
  }
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_SECRET_ACCESS_KEY'],
      message:
        'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (default AWS credentials)',
    });
  }
});

export interface S3StorageConfig {
  driver: 's3';
  bucket: string;
  region: string;
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  publicUrl?: string;
}

export interface LocalStorageConfig {
  driver: 'local';
  /** Absolute folder path. */
  dir: string;
}

export type StorageConfig = LocalStorageConfig | S3StorageConfig;

export interface MediaConfig extends ServiceConfig {
  uploads: { maxBytes: number; maxInputPixels: number };
  storage: StorageConfig;
  worker: { enabled: boolean; concurrency: number; lockDurationMs: number };
}

/** Reads and validates the media service's environment; throws a ConfigError naming what is wrong. */
export function loadMediaConfig(env: NodeJS.ProcessEnv = process.env): MediaConfig {
  const vars = loadConfig(mediaEnvSchema, env);
  return {
    ...serviceConfigFrom(vars),
    uploads: { maxBytes: vars.MEDIA_MAX_UPLOAD_BYTES, maxInputPixels: vars.MEDIA_MAX_INPUT_PIXELS },
    storage: storageConfigFrom(vars),
    worker: {
      enabled: vars.MEDIA_WORKER,
      concurrency: vars.MEDIA_WORKER_CONCURRENCY,
      lockDurationMs: vars.MEDIA_JOB_LOCK_MS,
    },
  };
}

function storageConfigFrom(vars: z.output<typeof mediaEnvSchema>): StorageConfig {
  if (vars.MEDIA_STORAGE_DRIVER === 'local') {
    return { driver: 'local', dir: path.resolve(vars.MEDIA_STORAGE_DIR) };
  }
  return {
    driver: 's3',
    bucket: vars.S3_BUCKET as string, // required by the schema for this driver
    region: vars.S3_REGION,
    endpoint: vars.S3_ENDPOINT,
    credentials:
      vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE,
    publicUrl: vars.S3_PUBLIC_URL,
  };
}
