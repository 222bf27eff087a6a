import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { REDIS_CLIENT, RedisClient, tooManyRequests } from '@dd/nest-common';
import { AUTH_CONFIG } from '../auth-config.module';
import type { AuthConfig } from '../config';

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please try again later.';

/** One counter: at most `limit` events per `windowSeconds` for one subject (an e-mail, an IP, a user). */
export interface RateLimit {
  /** Names the counter, e.g. `login-failures:email`. */
  name: string;
  subject: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in Redis (INCR, and EXPIRE when the window opens), so
 * the limits hold across replicas. Subjects are hashed into the key: no
 * e-mail addresses in Redis key names. A refusal is a 429 whose Retry-After
 * is when the exhausted window ends.
 */
@Injectable()
export class RateLimiter {
  private readonly keyPrefix: string;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    @Inject(AUTH_CONFIG) config: AuthConfig,
  ) {
    this.keyPrefix = `${config.redis.keyPrefix}auth:rate:`;
  }

  /** Counts one event against every limit; 429 if any of them is now exceeded. */
  async consume(limits: RateLimit[]): Promise<void> {
    const counted = await Promise.all(limits.map((limit) => this.increment(limit)));
    const exceeded = counted.filter(({ count }, index) => count > limits[index].limit);
    if (exceeded.length) throw tooManyAttempts(Math.max(...exceeded.map(({ ttl }) => ttl)));
  }

  /** 429 if any limit is already used up; counts nothing. */
  async assertNotExhausted(limits: RateLimit[]): Promise<void> {
    const keys = limits.map((limit) => this.keyOf(limit));
    const counts = await this.redis.mGet(keys);
    const exhausted = keys.filter(
      (_key, index) => Number(counts[index] ?? 0) >= limits[index].limit,
    );
    if (!exhausted.length) return;
    const ttls = await Promise.all(exhausted.map((key) => this.redis.ttl(key)));
    throw tooManyAttempts(Math.max(...ttls));
  }

  /** Counts one event without judging it (e.g. a failed login, judged on the next attempt). */
  async record(limits: RateLimit[]): Promise<void> {
    await Promise.all(limits.map((limit) => this.increment(limit)));
  }

  private async increment(limit: RateLimit): Promise<{ count: number; ttl: number }> {
    const key = this.keyOf(limit);
    const [count, , ttl] = await this.redis
      .multi()
      .incr(key)
      .expire(key, limit.windowSeconds, 'NX')
      .ttl(key)
      .exec();
    return { count: Number(count), ttl: Number(ttl) };
  }

  private keyOf({ name, subject }: RateLimit): string {
    const digest = createHash('sha256').update(subject).digest('base64url').slice(0, 22);
    return `${this.keyPrefix}${name}:${digest}`;
  }
}

function tooManyAttempts(retryAfterSeconds: number) {
  return tooManyRequests(TOO_MANY_ATTEMPTS_MESSAGE, retryAfterSeconds);
}
