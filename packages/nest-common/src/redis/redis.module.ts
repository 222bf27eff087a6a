import { DynamicModule, Module } from '@nestjs/common';
import { createClient } from 'redis';
import { REDIS_CLIENT, RedisModuleOptions } from './redis.constants';
import { RedisLifecycle } from './redis-lifecycle';

/** One node-redis client per service, injectable everywhere as REDIS_CLIENT. */
@Module({})
export class RedisModule {
  static forRoot(options: RedisModuleOptions): DynamicModule {
    return {
      module: RedisModule,
      global: true,
      providers: [
        {
          provide: REDIS_CLIENT,
          // While Redis is down a command fails at once (answered 503) instead
          // of waiting in the offline queue until the gateway gives up.
          useFactory: () =>
            createClient({
              url: options.url,
              disableOfflineQueue: true,
              socket: { connectTimeout: 2000 },
            }),
        },
        RedisLifecycle,
      ],
      exports: [REDIS_CLIENT],
    };
  }
}
