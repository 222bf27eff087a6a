import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { AccountErasureWorker, type RedisConfig } from '@dd/nest-common';
import type { Model } from 'mongoose';
import { CategoryRecord } from '../categories/category.schema';

export const YELP_ERASURE_REDIS = Symbol('YELP_ERASURE_REDIS');

/** Erases a deleted account's categories (cached Yelp answers are shared, not the user's). */
@Injectable()
export class YelpAccountEraser extends AccountErasureWorker {
  protected readonly consumer = 'yelp';

  constructor(
    @Inject(YELP_ERASURE_REDIS) redis: RedisConfig,
    @InjectModel(CategoryRecord.name) private readonly categories: Model<CategoryRecord>,
  ) {
    super(redis);
  }

  protected async erase(userId: string): Promise<void> {
    await this.categories.deleteMany({ userId }).exec();
  }
}
