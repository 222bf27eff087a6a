import { Logger } from '@nestjs/common';
import type { RedisClient } from '@dd/nest-common';

export interface Counter {
  /** Part of the Redis key, e.g. `read:ip:203.0.113.9`. */
  key: string;
  limit: number;
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** How long a request waits for Redis before it is let through uncounted. */
const REDIS_WAIT_MS = 250;
const OUTAGE_LOG_INTERVAL_MS = 60_000;

/**
 * Fixed-window counters in Redis, shared by every gateway replica: one INCR
 * per counter and request, in one round trip, keys expiring with their
 * window. When Redis is down or slow the request goes through uncounted (and
 * the outage is logged): the limits protect the services, they must not
 * become the thing that takes the app down.
 */
export class FixedWindowLimiter {
  private readonly logger = new Logger('RateLimit');
  private lastOutageLog = 0;

  constructor(
    private readonly redis: RedisClient,
    private readonly keyPrefix: string,
    private readonly windowSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(counters: readonly Counter[]): Promise<Verdict> {
    const windowMs = this.windowSeconds * 1000;
    const now = this.now();
    const window = Math.floor(now / windowMs);
    const retryAfterSeconds = Math.ceil(((window + 1) * windowMs - now) / 1000);
    if (!this.redis.isReady) return this.letThrough('Redis is not connected');
    const transaction = this.redis.multi();
    for (const counter of counters) {
      const key = `${this.keyPrefix}${counter.key}:${window}`;
      transaction.incr(key).pExpire(key, windowMs);
    }
    let replies: unknown[];
    try {
      replies = await withTimeout(transaction.exec(), REDIS_WAIT_MS);
    } catch (error) {
      return this.letThrough((error as Error).message);
    }
    const exceeded = counters.some((counter, index) => Number(replies[index * 2]) > counter.limit);
    return exceeded ? { allowed: false, retryAfterSeconds } : { allowed: true };
  }

  private letThrough(reason: string): Verdict {
    const now = this.now();
    if (now - this.lastOutageLog > OUTAGE_LOG_INTERVAL_MS) {
      this.lastOutageLog = now;
      this.logger.warn(`Request budgets not enforced: ${reason}`);
    }
    return { allowed: true };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
