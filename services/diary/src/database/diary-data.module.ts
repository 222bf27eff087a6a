import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import {
  MealCalendarRecord,
  MealCalendarRecordSchema,
  MealMonthRecord,
  MealMonthRecordSchema,
} from '../meals/meal-calendar.schema';
import { MealCalendarRepository } from '../meals/meal-calendar.repository';
import { MealRecord, MealRecordSchema } from '../meals/meal.schema';
import { MealsRepository } from '../meals/meals.repository';
import { RestaurantRecord, RestaurantRecordSchema } from '../restaurants/restaurant.schema';
import { RestaurantsRepository } from '../restaurants/restaurants.repository';
import { YelpBusinessLinks } from '../restaurants/yelp-claims/yelp-business-links';
import {
  YelpClaimRecord,
  YelpClaimRecordSchema,
} from '../restaurants/yelp-claims/yelp-claim.schema';
import { YelpClaimsRepository } from '../restaurants/yelp-claims/yelp-claims.repository';
import {
  MealTagRecord,
  MealTagRecordSchema,
  RestaurantTagRecord,
  RestaurantTagRecordSchema,
} from '../tag-links/tag-link.schema';
import { MealTagsRepository, RestaurantTagsRepository } from '../tag-links/tag-links.repository';
import { TagRecord, TagRecordSchema } from '../tags/tag.schema';
import { TagsRepository } from '../tags/tags.repository';

const repositories = [
  RestaurantsRepository,
  MealsRepository,
  MealCalendarRepository,
  TagsRepository,
  RestaurantTagsRepository,
  MealTagsRepository,
  YelpClaimsRepository,
];

/**
 * The diary's collections and their repositories. The domains reference each
 * other's records (a meal's restaurant, a link's tag, cascades on delete), so
 * the data layer is one module every domain module imports.
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
      { name: YelpClaimRecord.name, schema: YelpClaimRecordSchema },
    ]),
  ],
  providers: [...repositories, YelpBusinessLinks],
  exports: [...repositories, YelpBusinessLinks],
})
export class DiaryDataModule {}
