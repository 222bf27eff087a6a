import { Inject, Injectable } from '@nestjs/common';
import { REDIS_CLIENT, type RedisClient, type RedisConfig } from '@dd/nest-common';
import { DIARY_REDIS } from '../database/diary-redis.token';

/**
 * A version per user that every write of meal tag links and every rename of
 * a tag or a restaurant moves on, before and after the write (as
 * MealTallyCache does for meals): the year's review, counted from the links
 * and named from those records, is cached under the version read before it,
 * so it is never read again once one of them changed.
 */
@Injectable()
export class ReviewVersions {
  private readonly keyPrefix: string;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    @Inject(DIARY_REDIS) config: RedisConfig,
  ) {
    this.keyPrefix = `${config.keyPrefix}diary:review-version:`;
  }

  async current(userId: string): Promise<string> {
    return (await this.redis.get(this.keyPrefix + userId)) ?? '0';
  }

  /** Account erasure. */
  async eraseOwner(userId: string): Promise<void> {
    await this.redis.del(this.keyPrefix + userId);
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
