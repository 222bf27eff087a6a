import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { AccountErasureWorker, type RedisConfig } from '@dd/nest-common';
import type { Model } from 'mongoose';
import type { ExportsConfig } from '../config';
import { EXPORTS_CONFIG, EXPORTS_REDIS } from '../exports/exports-config.token';
import { UserFiles } from '../account-data/user-files';
import { ExportJobsQueue } from '../exports/jobs/export-jobs.queue';
import { MealRecord } from '../meals/meal.schema';
import { PostRecord } from '../posts/post.schema';
import { RestaurantRecord } from '../restaurants/restaurant.schema';
import { MealTagRecord, RestaurantTagRecord } from '../tag-links/tag-link.schema';
import { TagMergeRecord } from '../tags/tag-merge.schema';
import { TagRecord } from '../tags/tag.schema';

/**
 * Erases a deleted account's diary: links first, then what they point at,
 * so an interrupted run never leaves a link to a record already gone; then
 * its export jobs and zips. Every step is idempotent, so a retry is harmless.
 */
@Injectable()
export class DiaryAccountEraser extends AccountErasureWorker {
  protected readonly consumer = 'diary';
  private readonly files: UserFiles;
  private readonly owned: Model<unknown>[];

  constructor(
    @Inject(EXPORTS_REDIS) redis: RedisConfig,
    @Inject(EXPORTS_CONFIG) config: ExportsConfig,
    private readonly exportJobs: ExportJobsQueue,
    @InjectModel(MealTagRecord.name) mealTags: Model<MealTagRecord>,
    @InjectModel(RestaurantTagRecord.name) restaurantTags: Model<RestaurantTagRecord>,
    @InjectModel(TagMergeRecord.name) tagMerges: Model<TagMergeRecord>,
    @InjectModel(MealRecord.name) meals: Model<MealRecord>,
    @InjectModel(RestaurantRecord.name) restaurants: Model<RestaurantRecord>,
    @InjectModel(TagRecord.name) tags: Model<TagRecord>,
    @InjectModel(PostRecord.name) posts: Model<PostRecord>,
  ) {
    super(redis);
    this.files = new UserFiles(config.dir);
    this.owned = [
      mealTags,
      restaurantTags,
      tagMerges,
      meals,
      restaurants,
      tags,
      posts,
    ] as Model<unknown>[];
  }

  protected async erase(userId: string): Promise<void> {
    for (const model of this.owned) await model.deleteMany({ userId }).exec();
    const { stillRunning } = await this.exportJobs.removeAllOf(userId);
    await this.files.removeUser(userId);
    // A running export would leave its zip behind: fail, so the retry (with backoff) erases it too.
    if (stillRunning) throw new Error('an export of the deleted account is still running');
  }
}
