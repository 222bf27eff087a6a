import { DynamicModule, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import type { RedisConfig } from '@dd/nest-common';
import { CategoryRecord, CategorySchema } from '../categories/category.schema';
import { YELP_ERASURE_REDIS, YelpAccountEraser } from './yelp-account-eraser';

/** Consumes the yelp queue of account erasure (see @dd/nest-common AccountErasureWorker). */
@Module({})
export class YelpErasureModule {
  static forRoot(redis: RedisConfig): DynamicModule {
    return {
      module: YelpErasureModule,
      imports: [MongooseModule.forFeature([{ name: CategoryRecord.name, schema: CategorySchema }])],
      providers: [{ provide: YELP_ERASURE_REDIS, useValue: redis }, YelpAccountEraser],
    };
  }
}
