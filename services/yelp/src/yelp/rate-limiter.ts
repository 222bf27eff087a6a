import { Inject, Injectable } from '@nestjs/common';
import { REDIS_CLIENT, type RedisClient, tooManyRequests } from '@dd/nest-common';
import type { YelpUpstreamConfig } from '../config';
import { REDIS_KEY_PREFIX, YELP_UPSTREAM_CONFIG } from './yelp.constants';

const WINDOW_MS = 60_000;
export const TOO_MANY_SEARCHES_MESSAGE =
  'Too many restaurant searches, please wait a minute and try again';

/**
 * A per-user fixed one-minute window in Redis (shared by every replica) over
 * the requests that spend Yelp quota (cache misses), so one user cannot burn
 * the key's daily allowance. Cache hits are free, but once the budget is
 * spent the user is refused everything, cached or not: otherwise which
 * questions still answer would tell them what other users asked.
 */
@Injectable()
export class UpstreamRateLimiter {
  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    @Inject(REDIS_KEY_PREFIX) private readonly prefix: string,
    @Inject(YELP_UPSTREAM_CONFIG) private readonly config: YelpUpstreamConfig,
  ) {}

  /** 429 when `userId` has spent this minute's budget; counts nothing. */
  async assertNotSpent(userId: string): Promise<void> {
    const { key, retryAfterSeconds } = this.window(userId);
    if (Number((await this.redis.get(key)) ?? 0) >= this.config.rateLimitPerMinute) {
      throw tooManyRequests(TOO_MANY_SEARCHES_MESSAGE, retryAfterSeconds);
    }
  }

  /** Counts one upstream-bound request for `userId`; 429 once the minute's budget is spent. */
  async consume(userId: string): Promise<void> {
    const { key, retryAfterSeconds } = this.window(userId);
    const [count] = await this.redis.multi().incr(key).pExpire(key, WINDOW_MS).exec();
    if (Number(count) > this.config.rateLimitPerMinute) {
      throw tooManyRequests(TOO_MANY_SEARCHES_MESSAGE, retryAfterSeconds);
    }
  }

  private window(userId: string): { key: string; retryAfterSeconds: number } {
    const now = Date.now();
    const window = Math.floor(now / WINDOW_MS);
    return {
      key: `${this.prefix}yelp:rate:${userId}:${window}`,
      retryAfterSeconds: ((window + 1) * WINDOW_MS - now) / 1000,
    };
  }
}
