import IORedis from 'ioredis';

/**
 * Account erasure fans out to every service that keeps a user's records apart
 * from auth. Each has its own BullMQ queue, so a service that is down when the
 * account is deleted finds its job waiting when it comes back; a failing
 * erasure is retried with backoff and kept in the failed set, never dropped.
 */
export const ACCOUNT_ERASURE_CONSUMERS = ['diary', 'media', 'yelp'] as const;
export type AccountErasureConsumer = (typeof ACCOUNT_ERASURE_CONSUMERS)[number];

export const ACCOUNT_ERASURE_JOB = 'erase-account';

export interface AccountErasureJobData {
  userId: string;
  /** ISO time the deletion was asked for. */
  requestedAt: string;
}

export function accountErasureQueueName(consumer: AccountErasureConsumer): string {
  return `account-erasure-${consumer}`;
}

/** BullMQ keys live under the deployment's REDIS_PREFIX, like the media queues (`dd:bull:...`). */
export function erasureQueuePrefix(redisPrefix: string): string {
  return `${redisPrefix}bull`;
}

/** `erase-<userId>`: asking twice for the same account queues one job per service. */
export function accountErasureJobId(userId: string): string {
  return `erase-${userId}`;
}

/** BullMQ needs its own ioredis connection that keeps waiting across Redis restarts. */
export function createErasureConnection(url: string): IORedis {
  return new IORedis(url, { maxRetriesPerRequest: null });
}
