import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { type Job, Worker } from 'bullmq';
import IORedis from 'ioredis';
import type { RedisConfig } from '@dd/nest-common';
import type { ExportsConfig } from '../../config';
import { ExportBuilder } from '../build/export-builder';
import { EXPORTS_CONFIG, EXPORTS_REDIS } from '../exports-config.token';
import { ExportSource } from '../source/export-source';
import { MediaPhotosClient } from '../../upstream/media-photos.client';
import { EXPORTS_QUEUE, type ExportJobData, type ExportJobResult } from './export-job';
import { UserFiles } from '../../account-data/user-files';
import { diaryQueuePrefix } from '../../account-data/user-jobs-queue';

const SWEEP_EVERY_MS = 3600 * 1000;

/**
 * Builds exports one at a time per process (each holds one zip stream and
 * one photo download), and sweeps expired zips every hour.
 */
@Injectable()
export class ExportWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ExportWorker');
  private readonly files: UserFiles;
  private readonly builder: ExportBuilder;
  private connection?: IORedis;
  private worker?: Worker<ExportJobData, ExportJobResult>;
  private sweeper?: NodeJS.Timeout;

  constructor(
    @Inject(EXPORTS_REDIS) private readonly redis: RedisConfig,
    @Inject(EXPORTS_CONFIG) private readonly config: ExportsConfig,
    source: ExportSource,
  ) {
    this.files = new UserFiles(config.dir);
    this.builder = new ExportBuilder(source, new MediaPhotosClient(config.mediaUrl));
  }

  onApplicationBootstrap(): void {
    this.connection = new IORedis(this.redis.url, { maxRetriesPerRequest: null });
    this.worker = new Worker<ExportJobData, ExportJobResult>(
      EXPORTS_QUEUE,
      (job) => this.run(job),
      {
        connection: this.connection,
        prefix: diaryQueuePrefix(this.redis.keyPrefix),
        concurrency: 1,
      },
    );
    this.worker.on('failed', (job, error) =>
      this.logger.warn(`export ${job?.id} failed: ${error.message}`),
    );
    this.worker.on('error', (error) => this.logger.warn(`export worker: ${error.message}`));
    const sweep = () =>
      void this.files
        .sweep(this.config.ttlMs)
        .catch((error: Error) => this.logger.warn(`sweeping exports: ${error.message}`));
    sweep();
    this.sweeper = setInterval(sweep, SWEEP_EVERY_MS).unref();
  }

  private async run(job: Job<ExportJobData, ExportJobResult>): Promise<ExportJobResult> {
    const { userId, profile, categories, requestedAt } = job.data;
    const exportId = job.id as string;
    await this.files.prepare(userId);
    const partial = this.files.partialPath(userId, exportId);
    try {
      const built = await this.builder.build(
        { userId, profile, categories, exportedAt: new Date(requestedAt) },
        createWriteStream(partial),
        (percent) => void job.updateProgress(percent).catch(() => undefined),
      );
      const finalPath = this.files.finalPath(userId, exportId);
      await rename(partial, finalPath);
      const { size } = await stat(finalPath);
      return { size, finishedAt: new Date().toISOString(), ...built };
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    await this.worker?.close();
    await this.connection?.quit();
  }
}
