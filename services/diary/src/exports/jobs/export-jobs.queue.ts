import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import IORedis from 'ioredis';
import type { RedisConfig } from '@dd/nest-common';
import type { ExportsConfig } from '../../config';
import { EXPORTS_CONFIG, EXPORTS_REDIS } from '../exports-config.token';
import {
  EXPORT_JOB,
  EXPORTS_QUEUE,
  exportsQueuePrefix,
  type ExportJobData,
  type ExportJobResult,
} from './export-job';
import type { ExportJobView } from './export-status';

export type ExportJob = Job<ExportJobData, ExportJobResult>;

/** The exports queue: adds jobs, reads them back, and remembers each user's latest. */
@Injectable()
export class ExportJobsQueue implements OnModuleDestroy {
  private readonly connection: IORedis;
  readonly queue: Queue<ExportJobData, ExportJobResult>;
  private readonly latestKeyPrefix: string;

  constructor(
    @Inject(EXPORTS_REDIS) redis: RedisConfig,
    @Inject(EXPORTS_CONFIG) private readonly config: ExportsConfig,
  ) {
    this.connection = new IORedis(redis.url, { maxRetriesPerRequest: null });
    this.queue = new Queue<ExportJobData, ExportJobResult>(EXPORTS_QUEUE, {
      connection: this.connection,
      prefix: exportsQueuePrefix(redis.keyPrefix),
    });
    this.latestKeyPrefix = `${redis.keyPrefix}diary:latest-export:`;
  }

  async add(exportId: string, data: ExportJobData): Promise<ExportJobView> {
    const keepSeconds = Math.ceil(this.config.ttlMs / 1000) + 3600;
    const job = await this.queue.add(EXPORT_JOB, data, {
      jobId: exportId,
      // A worker that dies mid-export leaves a stalled job, which BullMQ hands to another once.
      attempts: 2,
      backoff: { type: 'fixed', delay: 5000 },
      removeOnComplete: { age: keepSeconds },
      removeOnFail: { age: keepSeconds },
    });
    await this.connection.set(this.latestKeyPrefix + data.userId, exportId, 'EX', keepSeconds);
    return this.view(job, 'waiting');
  }

  /** The job when it exists and belongs to the user; anyone else's is as good as missing. */
  async findOwned(userId: string, exportId: string): Promise<ExportJobView | undefined> {
    // The state first: a job read before it finishes would pair 'completed' with no result.
    const state = await this.queue.getJobState(exportId);
    const job = await this.queue.getJob(exportId);
    if (!job || job.data.userId !== userId) return undefined;
    return this.view(job, state);
  }

  async latestOf(userId: string): Promise<ExportJobView | undefined> {
    const exportId = await this.connection.get(this.latestKeyPrefix + userId);
    return exportId ? this.findOwned(userId, exportId) : undefined;
  }

  /**
   * Removes every finished or waiting job of the user (account erasure).
   * Answers whether one is still running: it cannot be removed while locked.
   */
  async removeAllOf(userId: string): Promise<{ stillRunning: boolean }> {
    const jobs = await this.queue.getJobs(['waiting', 'delayed', 'completed', 'failed', 'paused']);
    await Promise.all(
      jobs
        .filter((job) => job?.data.userId === userId)
        .map((job) => job.remove().catch(() => undefined)),
    );
    await this.connection.del(this.latestKeyPrefix + userId);
    const active = await this.queue.getJobs(['active']);
    return { stillRunning: active.some((job) => job?.data.userId === userId) };
  }

  private view(job: ExportJob, state: string): ExportJobView {
    return {
      id: job.id as string,
      state,
      progress: typeof job.progress === 'number' ? job.progress : 0,
      data: job.data,
      result: job.returnvalue ?? undefined,
    };
  }

  async onModuleDestroy(): Promise<void> {
    await this.queue.close();
    await this.connection.quit();
  }
}
