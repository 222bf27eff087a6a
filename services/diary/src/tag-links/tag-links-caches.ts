import { Inject, Injectable } from '@nestjs/common';
import { REDIS_CLIENT, type RedisClient, type RedisConfig } from '@dd/nest-common';
import { DiaryHashCache } from '../common/diary-hash-cache';
import { DIARY_REDIS } from '../database/diary-redis.token';

/**
 * Each owner's tag links (a restaurant's, a meal's) by owner id, by which a
 * list page gives every row its tags with one HMGET; each repository moves
 * its diary's version on around every write of its links.
 */
@Injectable()
export class TagLinksCaches {
  readonly restaurant: DiaryHashCache;
  readonly meal: DiaryHashCache;

  constructor(@Inject(REDIS_CLIENT) redis: RedisClient, @Inject(DIARY_REDIS) config: RedisConfig) {
    this.restaurant = new DiaryHashCache(redis, `${config.keyPrefix}diary:restaurant-tag-links:`);
    this.meal = new DiaryHashCache(redis, `${config.keyPrefix}diary:meal-tag-links:`);
  }
}
