import { DynamicModule, Module } from '@nestjs/common';
import type { RedisConfig } from '@dd/nest-common';
import { MealTallyCache } from '../meals/meal-tally.cache';
import { DIARY_REDIS } from './diary-redis.token';

/** The diary's Redis caches, global: meal writes anywhere keep them current. */
@Module({})
export class DiaryCacheModule {
  static forRoot(redis: RedisConfig): DynamicModule {
    return {
      module: DiaryCacheModule,
      global: true,
      providers: [{ provide: DIARY_REDIS, useValue: redis }, MealTallyCache],
      exports: [MealTallyCache],
    };
  }
}
