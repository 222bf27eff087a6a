import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { Queue } from 'bullmq';
import {
  MEDIA_VARIANTS_JOB,
  MEDIA_VARIANTS_QUEUE,
  mediaQueuePrefix,
  type VariantsJobData,
} from '@dd/contracts';
import type { MediaConfig } from '../config';
import { MEDIA_CONFIG } from '../media-config.token';
import { closeBullMq } from '@dd/nest-common';
import { createBullConnection } from './bull-connection';

export const VARIANTS_JOB_ATTEMPTS = 5;
export const VARIANTS_JOB_BACKOFF_MS = 1000;

/** Producer side: queues the variants job of a freshly stored original. */
@Injectable()
export class VariantsQueue implements OnModuleDestroy {
  private readonly connection;
  private readonly queue: Queue<VariantsJobData>;

  constructor(@Inject(MEDIA_CONFIG) config: MediaConfig) {
    this.connection = createBullConnection(config.redis.url);
    this.queue = new Queue<VariantsJobData>(MEDIA_VARIANTS_QUEUE, {
      connection: this.connection,
      prefix: mediaQueuePrefix(config.redis.keyPrefix),
    });
    // A queue without a listener throws its connection's errors.
    const logger = new Logger('VariantsQueue');
    this.queue.on('error', (error) => logger.warn(`variants queue: ${error.message}`));
  }

  /**
   * The job id is the file name, so a file has at most one job waiting; once
   * done the job is removed and the same file can be queued again (re-runs
   * overwrite the same variant keys).
   */
  async enqueue(file: string): Promise<void> {
    await this.queue.add(
      MEDIA_VARIANTS_JOB,
      { file },
      {
        jobId: file,
        attempts: VARIANTS_JOB_ATTEMPTS,
        backoff: { type: 'exponential', delay: VARIANTS_JOB_BACKOFF_MS },
        removeOnComplete: true,
        removeOnFail: { age: 7 * 24 * 3600 },
      },
    );
  }

  async onModuleDestroy(): Promise<void> {
    await closeBullMq([this.queue], this.connection);
  }
}
