import { DynamicModule, Module } from '@nestjs/common';
import { HealthModule, JwtAuthModule, MongoModule, RedisModule } from '@dd/nest-common';
import type { YelpConfig } from './config';

@Module({})
export class AppModule {
  static forRoot(config: YelpConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        MongoModule.forRoot(config.mongo),
        RedisModule.forRoot({ url: config.redis.url }),
        JwtAuthModule.forRoot({ publicKey: config.jwtPublicKey }),
        HealthModule.forRoot({ checks: ['mongo', 'redis'] }),
      ],
    };
  }
}
