import type { Logger } from '@nestjs/common';
import { type Job, Worker } from 'bullmq';
import IORedis from 'ioredis';
import type { RedisConfig } from '@dd/nest-common';
import type { UserFiles } from './user-files';
import { diaryQueuePrefix } from './user-jobs-queue';

const SWEEP_EVERY_MS = 3600 * 1000;

export interface UserJobsWorkerOptions<Data, Result> {
  redis: RedisConfig;
  queueName: string;
  /** How logs name a job: 'export', 'import'. */
  label: string;
  logger: Logger;
  run: (job: Job<Data, Result>) => Promise<Result>;
  /** Called after a failed attempt (the job may still be tried again). */
  onFailed?: (job: Job<Data, Result>) => void;
  /** The zips the jobs leave, swept every hour once older than `sweepAfterMs`. */
  files: UserFiles;
  sweepAfterMs: number;
}

/**
 * Runs one queue's per-user jobs one at a time per process (each holds a zip
 * open), and sweeps the zips they leave behind every hour.
 */
export class UserJobsWorker<Data, Result> {
  private connection?: IORedis;
  private worker?: Worker<Data, Result>;
  private sweeper?: NodeJS.Timeout;

  constructor(private readonly options: UserJobsWorkerOptions<Data, Result>) {}

  start(): void {
    const { redis, queueName, label, logger, run, onFailed, files, sweepAfterMs } = this.options;
    this.connection = new IORedis(redis.url, { maxRetriesPerRequest: null });
    this.worker = new Worker<Data, Result>(queueName, run, {
      connection: this.connection,
      prefix: diaryQueuePrefix(redis.keyPrefix),
      concurrency: 1,
    });
    this.worker.on('failed', (job, error) => {
      logger.warn(`${label} ${job?.id} failed: ${error.message}`);
      if (job) onFailed?.(job);
    });
    this.worker.on('error', (error) => logger.warn(`${label} worker: ${error.message}`));
    const sweep = () =>
      void files
        .sweep(sweepAfterMs)
        .catch((error: Error) => logger.warn(`sweeping ${label}s: ${error.message}`));
    sweep();
    this.sweeper = setInterval(sweep, SWEEP_EVERY_MS).unref();
  }

  async close(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    await this.worker?.close();
    await this.connection?.quit();
  }
}
