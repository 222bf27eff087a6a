import path from 'node:path';
import { z } from 'zod';
import { loadConfig, ServiceConfig, serviceConfigFrom, serviceConfigSchema } from '@dd/nest-common';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .default(true);

const diaryEnvSchema = serviceConfigSchema({
  defaultDb: 'dining_diary',
  extraEnv: {
    /** The media service, whose public image URLs the export reads photos from. */
    MEDIA_URL: z.url().default('http://127.0.0.1:3003'),
    /** The yelp service, whose categories API the export reads the user's categories from. */
    YELP_URL: z.url().default('http://127.0.0.1:3004'),
    /** Folder of finished export zips (a shared volume when the diary runs as several replicas). */
    EXPORT_DIR: z.string().default('.data/exports'),
    /** How long a finished export can be downloaded. */
    EXPORT_TTL_HOURS: z.coerce.number().positive().default(24),
    /** Whether this process also runs the export worker. */
    EXPORT_WORKER: flag,
    /** Folder of archives waiting to be imported (a shared volume when the diary runs as several replicas). */
    IMPORT_DIR: z.string().default('.data/imports'),
    /** Largest archive an import takes (the gateway's IMPORT_MAX_BYTES): 2 GiB. */
    IMPORT_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(2048 * 1024 * 1024),
    /** Whether this process also runs the import worker. */
    IMPORT_WORKER: flag,
    /** The SMTP server diary invitations go through (auth's SMTP_URL; locally the sandbox's capture). */
    SMTP_URL: z.string().default('smtp://127.0.0.1:3025'),
    MAIL_FROM: z.string().default('Dining Diary <no-reply@dining-diary.local>'),
    /** Origin of the web app, for links in e-mails (`<APP_ORIGIN>/invites/<token>`). */
    APP_ORIGIN: z.url().default('http://127.0.0.1:8080'),
  },
});

export interface ExportsConfig {
  mediaUrl: string;
  yelpUrl: string;
  /** Absolute folder path. */
  dir: string;
  ttlMs: number;
  worker: boolean;
}

export interface ImportsConfig {
  mediaUrl: string;
  yelpUrl: string;
  /** Absolute folder path. */
  dir: string;
  maxBytes: number;
  worker: boolean;
}

/**
 * The diary's configuration: its database, the key that verifies tokens,
 * Redis (revoked tokens, export and import jobs, account erasure), the exports, the imports
 * and the mail of invitations to shared diaries.
 */
export interface DiaryConfig extends ServiceConfig {
  /** The media service: who owns an upload, the photos exports read and imports write. */
  mediaUrl: string;
  exports: ExportsConfig;
  imports: ImportsConfig;
  /** Where invitations to shared diaries are mailed from, and the origin their links point at. */
  mail: DiaryMailConfig;
}

export interface DiaryMailConfig {
  smtpUrl: string;
  from: string;
  /** Without a trailing slash. */
  appOrigin: string;
}

/** Reads and validates the diary's environment; throws a ConfigError naming what is wrong. */
export function loadDiaryConfig(env: NodeJS.ProcessEnv = process.env): DiaryConfig {
  const vars = loadConfig(diaryEnvSchema, env);
  return {
    ...serviceConfigFrom(vars),
    mediaUrl: vars.MEDIA_URL.replace(/\/+$/, ''),
    exports: {
      mediaUrl: vars.MEDIA_URL.replace(/\/+$/, ''),
      yelpUrl: vars.YELP_URL.replace(/\/+$/, ''),
      dir: path.resolve(vars.EXPORT_DIR),
      ttlMs: vars.EXPORT_TTL_HOURS * 3600 * 1000,
      worker: vars.EXPORT_WORKER,
    },
    imports: {
      mediaUrl: vars.MEDIA_URL.replace(/\/+$/, ''),
      yelpUrl: vars.YELP_URL.replace(/\/+$/, ''),
      dir: path.resolve(vars.IMPORT_DIR),
      maxBytes: vars.IMPORT_MAX_BYTES,
      worker: vars.IMPORT_WORKER,
    },
    mail: {
      smtpUrl: vars.SMTP_URL,
      from: vars.MAIL_FROM,
      appOrigin: vars.APP_ORIGIN.replace(/\/+$/, ''),
    },
  };
}
