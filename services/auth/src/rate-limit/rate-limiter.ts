import { createHash } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { REDIS_CLIENT, RedisClient } from '@dd/nest-common';
import { AUTH_CONFIG } from '../auth-config.module';
import type { AuthConfig } from '../config';

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please try again later.';

/** One counter: at most `limit` events per `windowSeconds` for one subject (an e-mail or an IP). */
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
 * e-mail addresses in Redis key names.
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
    const counts = await Promise.all(limits.map((limit) => this.increment(limit)));
    if (counts.some((count, index) => count > limits[index].limit)) throw tooManyAttempts();
  }

  /** 429 if any limit is already used up; counts nothing. */
  async assertNotExhausted(limits: RateLimit[]): Promise<void> {
    const counts = await this.redis.mGet(limits.map((limit) => this.keyOf(limit)));
    if (counts.some((count, index) => Number(count ?? 0) >= limits[index].limit)) {
      throw tooManyAttempts();
    }
  }

  /** Counts one event without judging it (e.g. a failed login, judged on the next attempt). */
  async record(limits: RateLimit[]): Promise<void> {
    await Promise.all(limits.map((limit) => this.increment(limit)));
  }

  private async increment(limit: RateLimit): Promise<number> {
    const key = this.keyOf(limit);
    const [count] = await this.redis
      .multi()
      .incr(key)
      .expire(key, limit.windowSeconds, 'NX')
      .exec();
    return Number(count);
  }

  private keyOf({ name, subject }: RateLimit): string {
    const digest = createHash('sha256').update(subject).digest('base64url').slice(0, 22);
    return `${this.keyPrefix}${name}:${digest}`;
  }
}

function tooManyAttempts(): HttpException {
  return new HttpException(TOO_MANY_ATTEMPTS_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
}
