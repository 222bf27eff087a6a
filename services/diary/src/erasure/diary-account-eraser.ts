import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { AccountErasureWorker, type RedisConfig } from '@dd/nest-common';
import type { Model } from 'mongoose';
import type { ExportsConfig, ImportsConfig } from '../config';
import { EXPORTS_CONFIG, EXPORTS_REDIS } from '../exports/exports-config.token';
import { UserFiles } from '../account-data/user-files';
import { ExportJobsQueue } from '../exports/jobs/export-jobs.queue';
import { IMPORTS_CONFIG } from '../imports/imports-config.token';
import { ImportJobsQueue } from '../imports/jobs/import-jobs.queue';
import { ImportOriginRecord } from '../imports/restore/import-origin.schema';
import { MealCalendarRecord, MealMonthRecord } from '../meals/meal-calendar.schema';
import { MealRecord } from '../meals/meal.schema';
import { MealTallyCache } from '../meals/meal-tally.cache';
import { PostRecord } from '../posts/post.schema';
import { RestaurantRecord } from '../restaurants/restaurant.schema';
import { YelpBusinessLinks } from '../restaurants/yelp-claims/yelp-business-links';
import { MealTagRecord, RestaurantTagRecord } from '../tag-links/tag-link.schema';
import { TagMergeRecord } from '../tags/tag-merge.schema';
import { TagRecord } from '../tags/tag.schema';

/**
 * Erases a deleted account's diary: links first, then what they point at,
 * so an interrupted run never leaves a link to a record already gone; then
 * its export and import jobs and their zips. Every step is idempotent, so a
 * retry is harmless.
 */
@Injectable()
export class DiaryAccountEraser extends AccountErasureWorker {
  protected readonly consumer = 'diary';
  private readonly exportFiles: UserFiles;
  private readonly importFiles: UserFiles;
  private readonly owned: Model<unknown>[];

  constructor(
    @Inject(EXPORTS_REDIS) redis: RedisConfig,
    @Inject(EXPORTS_CONFIG) exportsConfig: ExportsConfig,
    @Inject(IMPORTS_CONFIG) importsConfig: ImportsConfig,
    private readonly exportJobs: ExportJobsQueue,
    private readonly importJobs: ImportJobsQueue,
    @InjectModel(MealTagRecord.name) mealTags: Model<MealTagRecord>,
    @InjectModel(RestaurantTagRecord.name) restaurantTags: Model<RestaurantTagRecord>,
    @InjectModel(TagMergeRecord.name) tagMerges: Model<TagMergeRecord>,
    @InjectModel(MealRecord.name) meals: Model<MealRecord>,
    @InjectModel(MealMonthRecord.name) mealMonths: Model<MealMonthRecord>,
    @InjectModel(MealCalendarRecord.name) mealCalendars: Model<MealCalendarRecord>,
    @InjectModel(RestaurantRecord.name) restaurants: Model<RestaurantRecord>,
    @InjectModel(TagRecord.name) tags: Model<TagRecord>,
    @InjectModel(PostRecord.name) posts: Model<PostRecord>,
    @InjectModel(ImportOriginRecord.name) importOrigins: Model<ImportOriginRecord>,
    private readonly mealTallies: MealTallyCache,
    private readonly yelpLinks: YelpBusinessLinks,
  ) {
    super(redis);
    this.exportFiles = new UserFiles(exportsConfig.dir);
    this.importFiles = new UserFiles(importsConfig.dir);
    this.owned = [
      mealTags,
      restaurantTags,
      tagMerges,
      meals,
      mealMonths,
      mealCalendars,
      restaurants,
      tags,
      posts,
      importOrigins,
    ] as Model<unknown>[];
  }

  protected async erase(userId: string): Promise<void> {
    for (const model of this.owned) await model.deleteMany({ userId }).exec();
    await this.yelpLinks.releaseAllOf(userId);
    await this.mealTallies.forget(userId);
    const exporting = await this.exportJobs.removeAllOf(userId);
    const importing = await this.importJobs.removeAllOf(userId);
    await this.exportFiles.removeUser(userId);
    await this.importFiles.removeUser(userId);
    // A running export would leave its zip behind, a running import would go on writing:
    // fail, so the retry (with backoff) erases what they left too.
    if (exporting.stillRunning)
      throw new Error('an export of the deleted account is still running');
    if (importing.stillRunning)
      throw new Error('an import of the deleted account is still running');
  }
}
