import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule } from '@dd/nest-common';
import { CategoriesModule } from './categories/categories.module';
import type { YelpConfig } from './config';
import { YelpErasureModule } from './erasure/yelp-erasure.module';
import { YelpModule } from './yelp/yelp.module';

@Module({})
export class AppModule {
  static forRoot(config: YelpConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot(config),
        YelpModule.forRoot({ upstream: config.yelp, redisKeyPrefix: config.redis.keyPrefix }),
        CategoriesModule,
        YelpErasureModule.forRoot(config.redis),
      ],
    };
  }
}
