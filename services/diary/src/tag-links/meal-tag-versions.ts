import { Inject, Injectable } from '@nestjs/common';
import { REDIS_CLIENT, type RedisClient, type RedisConfig } from '@dd/nest-common';
import { DIARY_REDIS } from '../database/diary-redis.token';

/**
 * A version per user that every write of meal tag links moves on, before and
 * after the write (as MealTallyCache does for meals): a figure computed from
 * the links and stored under the version read before it is never read again
 * once a link changed.
 */
@Injectable()
export class MealTagVersions {
  private readonly keyPrefix: string;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    @Inject(DIARY_REDIS) config: RedisConfig,
  ) {
    this.keyPrefix = `${config.keyPrefix}diary:meal-tag-version:`;
  }

  async current(userId: string): Promise<string> {
    return (await this.redis.get(this.keyPrefix + userId)) ?? '0';
  }

  async writing<T>(userId: string, write: () => Promise<T>): Promise<T> {
    await this.redis.incr(this.keyPrefix + userId);
    try {
      return await write();
    } finally {
      await this.redis.incr(this.keyPrefix + userId);
    }
  }
}
