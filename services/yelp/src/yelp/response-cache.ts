import { Inject, Injectable, Logger } from '@nestjs/common';
import { REDIS_CLIENT, type RedisClient } from '@dd/nest-common';
import { REDIS_KEY_PREFIX } from './yelp.constants';

/**
 * Upstream answers in Redis as JSON under `<prefix>yelp:cache:<normalised request>`.
 * A Redis failure is logged and treated as a miss: the cache saves quota, it
 * must not take the proxy down.
 */
@Injectable()
export class ResponseCache {
  private readonly logger = new Logger(ResponseCache.name);

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    @Inject(REDIS_KEY_PREFIX) private readonly prefix: string,
  ) {}

  async get<T>(key: string): Promise<T | undefined> {
    try {
      const stored = await this.redis.get(this.redisKey(key));
      return stored === null ? undefined : (JSON.parse(stored) as T);
    } catch (error) {
      this.logger.warn(`Cache read failed: ${(error as Error).message}`);
      return undefined;
    }
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    try {
      await this.redis.set(this.redisKey(key), JSON.stringify(value), {
        expiration: { type: 'PX', value: ttlMs },
      });
    } catch (error) {
      this.logger.warn(`Cache write failed: ${(error as Error).message}`);
    }
  }

  private redisKey(key: string): string {
    return `${this.prefix}yelp:cache:${key}`;
  }
}
