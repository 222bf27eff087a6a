import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
} from '@nestjs/common';
import { Worker } from 'bullmq';
import { MEDIA_VARIANTS_QUEUE, mediaQueuePrefix } from '@dd/contracts';
import type { MediaConfig } from '../config';
import { MEDIA_CONFIG } from '../media-config.token';
import { closeBullMq } from '@dd/nest-common';
import { createBullConnection } from './bull-connection';
import { VariantsProcessor } from './variants.processor';

/**
 * Consumes the variants queue. A job whose worker dies keeps its lock only for
 * `lockDurationMs`; BullMQ's stalled-job check then puts it back in the queue
 * for any worker, so a crash loses nothing.
 */
@Injectable()
export class VariantsWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(VariantsWorker.name);
  private worker: Worker | undefined;
  private connection: ReturnType<typeof createBullConnection> | undefined;

  constructor(
    @Inject(MEDIA_CONFIG) private readonly config: MediaConfig,
    private readonly processor: VariantsProcessor,
  ) {}

  onApplicationBootstrap(): void {
    const { redis, worker: options } = this.config;
    this.connection = createBullConnection(redis.url);
    this.worker = new Worker(MEDIA_VARIANTS_QUEUE, (job) => this.processor.process(job), {
      connection: this.connection,
      prefix: mediaQueuePrefix(redis.keyPrefix),
      concurrency: options.concurrency,
      lockDuration: options.lockDurationMs,
      stalledInterval: options.lockDurationMs,
      maxStalledCount: 2,
    });
    this.worker.on('failed', (job, error) => {
      if (job && job.attemptsMade >= (job.opts.attempts ?? 1))
        void this.processor.giveUp(job, error);
      else if (job) this.logger.warn(`variants for ${job.id} failed, will retry: ${error.message}`);
    });
    this.worker.on('error', (error) => this.logger.error(`variants worker: ${error.message}`));
  }

  async onModuleDestroy(): Promise<void> {
    if (this.connection) await closeBullMq(this.worker ? [this.worker] : [], this.connection);
  }
}
