import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Worker } from 'bullmq';
import type IORedis from 'ioredis';
import type { RedisConfig } from '../config/service-config';
import { closeBullMq } from '../redis/close-bullmq';
import {
  type AccountErasureConsumer,
  type AccountErasureJobData,
  accountErasureQueueName,
  createErasureConnection,
  erasureQueuePrefix,
} from './account-erasure';

/**
 * A service's side of account erasure: subclasses say which consumer they are
 * and how to erase one user's records. `erase` must be idempotent: a job that
 * failed half-way (or whose worker died) runs again from the start.
 */
export abstract class AccountErasureWorker implements OnApplicationBootstrap, OnModuleDestroy {
  protected abstract readonly consumer: AccountErasureConsumer;
  private readonly logger = new Logger('AccountErasure');
  private connection?: IORedis;
  private worker?: Worker<AccountErasureJobData>;

  protected constructor(private readonly redis: RedisConfig) {}

  /** Erases every record of the user this service keeps. */
  protected abstract erase(userId: string): Promise<void>;

  onApplicationBootstrap(): void {
    this.connection = createErasureConnection(this.redis.url);
    this.worker = new Worker<AccountErasureJobData>(
      accountErasureQueueName(this.consumer),
      (job) => this.erase(job.data.userId),
      {
        connection: this.connection,
        prefix: erasureQueuePrefix(this.redis.keyPrefix),
        concurrency: 1,
      },
    );
    this.worker.on('failed', (job, error) =>
      this.logger.warn(
        `erasure of ${job?.data.userId} failed (attempt ${job?.attemptsMade}): ${error.message}`,
      ),
    );
    this.worker.on('error', (error) => this.logger.warn(`erasure worker: ${error.message}`));
  }

  async onModuleDestroy(): Promise<void> {
    if (this.connection) await closeBullMq(this.worker ? [this.worker] : [], this.connection);
  }
}
