import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import {
  MealCalendarRecord,
  MealCalendarRecordSchema,
  MealMonthRecord,
  MealMonthRecordSchema,
} from '../meals/meal-calendar.schema';
import { MealRecord, MealRecordSchema } from '../meals/meal.schema';
import { PostRecord, PostRecordSchema } from '../posts/post.schema';
import { RestaurantRecord, RestaurantRecordSchema } from '../restaurants/restaurant.schema';
import {
  MealTagRecord,
  MealTagRecordSchema,
  RestaurantTagRecord,
  RestaurantTagRecordSchema,
} from '../tag-links/tag-link.schema';
import { TagMergeRecord, TagMergeRecordSchema } from '../tags/tag-merge.schema';
import { TagRecord, TagRecordSchema } from '../tags/tag.schema';

/**
 * Every collection that holds a user's records, for the whole-account work
 * (export, erasure) that reads or removes all of them at once.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: RestaurantRecord.name, schema: RestaurantRecordSchema },
      { name: MealRecord.name, schema: MealRecordSchema },
      { name: MealMonthRecord.name, schema: MealMonthRecordSchema },
      { name: MealCalendarRecord.name, schema: MealCalendarRecordSchema },
      { name: TagRecord.name, schema: TagRecordSchema },
      { name: RestaurantTagRecord.name, schema: RestaurantTagRecordSchema },
      { name: MealTagRecord.name, schema: MealTagRecordSchema },
      { name: TagMergeRecord.name, schema: TagMergeRecordSchema },
      { name: PostRecord.name, schema: PostRecordSchema },
    ]),
  ],
  exports: [MongooseModule],
})
export class UserRecordsModule {}
