import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { Job } from 'bullmq';
import type { RedisConfig } from '@dd/nest-common';
import type { ExportsConfig } from '../../config';
import { ExportBuilder } from '../build/export-builder';
import { EXPORTS_CONFIG, EXPORTS_REDIS } from '../exports-config.token';
import { ExportSource } from '../source/export-source';
import { MediaPhotosClient } from '../../upstream/media-photos.client';
import { EXPORTS_QUEUE, type ExportJobData, type ExportJobResult } from './export-job';
import { ExportJobsQueue } from './export-jobs.queue';
import { UserFiles } from '../../account-data/user-files';
import { UserJobsWorker } from '../../account-data/user-jobs-worker';

/**
 * Builds exports one at a time per process (each holds one zip stream and
 * one photo download), and sweeps expired zips every hour.
 */
@Injectable()
export class ExportWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ExportWorker');
  private readonly files: UserFiles;
  private readonly builder: ExportBuilder;
  private readonly jobs: UserJobsWorker<ExportJobData, ExportJobResult>;

  constructor(
    @Inject(EXPORTS_REDIS) redis: RedisConfig,
    @Inject(EXPORTS_CONFIG) config: ExportsConfig,
    source: ExportSource,
    queue: ExportJobsQueue,
  ) {
    this.files = new UserFiles(config.dir);
    this.builder = new ExportBuilder(source, new MediaPhotosClient(config.mediaUrl));
    this.jobs = new UserJobsWorker({
      redis,
      queueName: EXPORTS_QUEUE,
      label: 'export',
      logger: this.logger,
      run: (job) => this.run(job),
      slot: queue.slot,
      files: this.files,
      sweepAfterMs: config.ttlMs,
    });
  }

  onApplicationBootstrap(): void {
    this.jobs.start();
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
    await this.jobs.close();
  }
}
