import type { Logger } from '@nestjs/common';
import { type Job, Worker } from 'bullmq';
import IORedis from 'ioredis';
import { closeBullMq, type RedisConfig } from '@dd/nest-common';
import type { UserFiles } from './user-files';
import type { UserJobSlot } from './user-job-slot';
import { diaryQueuePrefix } from './user-jobs-queue';

const SWEEP_EVERY_MS = 3600 * 1000;

export interface UserJobsWorkerOptions<Data extends { userId: string }, Result> {
  redis: RedisConfig;
  queueName: string;
  /** How logs name a job: 'export', 'import'. */
  label: string;
  logger: Logger;
  run: (job: Job<Data, Result>) => Promise<Result>;
  /** Called after a failed attempt (the job may still be tried again). */
  onFailed?: (job: Job<Data, Result>) => void;
  /** The queue's one-job-per-user slot, freed as a job completes or fails for good. */
  slot: UserJobSlot;
  /** The zips the jobs leave, swept every hour once older than `sweepAfterMs`. */
  files: UserFiles;
  sweepAfterMs: number;
}

/**
 * Runs one queue's per-user jobs one at a time per process (each holds a zip
 * open), and sweeps the zips they leave behind every hour.
 */
export class UserJobsWorker<Data extends { userId: string }, Result> {
  private connection?: IORedis;
  private worker?: Worker<Data, Result>;
  private sweeper?: NodeJS.Timeout;

  constructor(private readonly options: UserJobsWorkerOptions<Data, Result>) {}

  start(): void {
    const { redis, queueName, label, logger, run, onFailed, slot, files, sweepAfterMs } =
      this.options;
    const free = (job: Job<Data, Result>) =>
      void slot
        .free(job.data.userId, job.id as string)
        .catch((error: Error) => logger.warn(`freeing the ${label} slot: ${error.message}`));
    this.connection = new IORedis(redis.url, { maxRetriesPerRequest: null });
    this.worker = new Worker<Data, Result>(queueName, run, {
      connection: this.connection,
      prefix: diaryQueuePrefix(redis.keyPrefix),
      concurrency: 1,
    });
    this.worker.on('completed', free);
    this.worker.on('failed', (job, error) => {
      logger.warn(`${label} ${job?.id} failed: ${error.message}`);
      if (!job) return;
      onFailed?.(job);
      // Given up ('failed', not 'delayed' for another attempt): no retry will come.
      void job
        .getState()
        .then((state) => (state === 'failed' ? free(job) : undefined))
        .catch(() => undefined);
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
    if (this.connection) await closeBullMq(this.worker ? [this.worker] : [], this.connection);
  }
}
