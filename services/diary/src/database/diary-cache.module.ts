import { DynamicModule, Module } from '@nestjs/common';
import type { RedisConfig } from '@dd/nest-common';
import { DIARY_REDIS } from './diary-redis.token';

/**
 * The diary's Redis settings for its caches (global): the client is
 * ServiceCoreModule's; each cache belongs to its domain (MealTallyCache).
 */
@Module({})
export class DiaryCacheModule {
  static forRoot(redis: RedisConfig): DynamicModule {
    return {
      module: DiaryCacheModule,
      global: true,
      providers: [{ provide: DIARY_REDIS, useValue: redis }],
      exports: [DIARY_REDIS],
    };
  }
}
