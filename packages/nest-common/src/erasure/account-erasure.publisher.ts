import { Queue } from 'bullmq';
import type IORedis from 'ioredis';
import type { RedisConfig } from '../config/service-config';
import { closeBullMq } from '../redis/close-bullmq';
import {
  ACCOUNT_ERASURE_CONSUMERS,
  ACCOUNT_ERASURE_JOB,
  accountErasureJobId,
  accountErasureQueueName,
  type AccountErasureJobData,
  createErasureConnection,
  erasureQueuePrefix,
} from './account-erasure';

/** Retries of one service's erasure: 1 s doubling, about 9 hours in all, then kept as failed. */
export const ERASURE_JOB_ATTEMPTS = 16;
export const ERASURE_JOB_BACKOFF_MS = 1000;

/** Auth's side: one job per consumer service, written to Redis before the account is gone. */
export class AccountErasurePublisher {
  private readonly connection: IORedis;
  private readonly queues: Queue<AccountErasureJobData>[];

  constructor(redis: RedisConfig) {
    this.connection = createErasureConnection(redis.url);
    this.queues = ACCOUNT_ERASURE_CONSUMERS.map(
      (consumer) =>
        new Queue<AccountErasureJobData>(accountErasureQueueName(consumer), {
          connection: this.connection,
          prefix: erasureQueuePrefix(redis.keyPrefix),
        }),
    );
  }

  async publish(userId: string, now = new Date()): Promise<void> {
    const data: AccountErasureJobData = { userId, requestedAt: now.toISOString() };
    await Promise.all(
      this.queues.map((queue) =>
        queue.add(ACCOUNT_ERASURE_JOB, data, {
          jobId: accountErasureJobId(userId),
          attempts: ERASURE_JOB_ATTEMPTS,
          backoff: { type: 'exponential', delay: ERASURE_JOB_BACKOFF_MS },
          removeOnComplete: { age: 30 * 24 * 3600 },
          removeOnFail: false,
        }),
      ),
    );
  }

  close(): Promise<void> {
    return closeBullMq(this.queues, this.connection);
  }
}
