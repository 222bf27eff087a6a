import { Inject, Injectable } from '@nestjs/common';
import { REDIS_CLIENT, type RedisClient, type RedisConfig } from '@dd/nest-common';
import { DiaryHashCache } from '../common/diary-hash-cache';
import { DIARY_REDIS } from '../database/diary-redis.token';

/** The names of a diary's restaurants, by which the meals list names each meal's place. */
@Injectable()
export class RestaurantNamesCache extends DiaryHashCache {
  constructor(@Inject(REDIS_CLIENT) redis: RedisClient, @Inject(DIARY_REDIS) config: RedisConfig) {
    super(redis, `${config.keyPrefix}diary:restaurant-names:`);
  }
}
