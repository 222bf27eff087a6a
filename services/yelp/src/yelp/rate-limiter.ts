import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { REDIS_CLIENT, type RedisClient } from '@dd/nest-common';
import type { YelpUpstreamConfig } from '../config';
import { REDIS_KEY_PREFIX, YELP_UPSTREAM_CONFIG } from './yelp.constants';

const WINDOW_MS = 60_000;

/**
 * A per-user fixed one-minute window in Redis (shared by every replica) over
 * the requests that would spend Yelp quota, so one user cannot burn the key's
 * daily allowance. Cache hits are never counted.
 */
@Injectable()
export class UpstreamRateLimiter {
  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    @Inject(REDIS_KEY_PREFIX) private readonly prefix: string,
    @Inject(YELP_UPSTREAM_CONFIG) private readonly config: YelpUpstreamConfig,
  ) {}

  /** Counts one upstream-bound request for `userId`; throws 429 once the minute's allowance is spent. */
  async consume(userId: string): Promise<void> {
    const window = Math.floor(Date.now() / WINDOW_MS);
    const key = `${this.prefix}yelp:rate:${userId}:${window}`;
    const [count] = await this.redis.multi().incr(key).pExpire(key, WINDOW_MS).exec();
    if (Number(count) > this.config.rateLimitPerMinute) {
      throw new HttpException(
        'Too many restaurant searches, please wait a minute and try again',
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
  }
}
