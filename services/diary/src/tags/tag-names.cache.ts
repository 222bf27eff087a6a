import { Inject, Injectable } from '@nestjs/common';
import { REDIS_CLIENT, type RedisClient, type RedisConfig } from '@dd/nest-common';
import { DiaryHashCache } from '../common/diary-hash-cache';
import { DIARY_REDIS } from '../database/diary-redis.token';

/** The names of a diary's tags, by which the lists name the tags of each row. */
@Injectable()
export class TagNamesCache extends DiaryHashCache {
  constructor(@Inject(REDIS_CLIENT) redis: RedisClient, @Inject(DIARY_REDIS) config: RedisConfig) {
    super(redis, `${config.keyPrefix}diary:tag-names:`);
  }
}
