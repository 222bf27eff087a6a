import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RestaurantDependents } from '../restaurants/restaurant-dependents';
import {
  MealCalendarRecord,
  MealCalendarRecordSchema,
  MealMonthRecord,
  MealMonthRecordSchema,
} from './meal-calendar.schema';
import { MealCalendarRepository } from './meal-calendar.repository';
import { MealTallies } from './meal-tallies';
import { MealTallyCache } from './meal-tally.cache';
import { MealRecord, MealRecordSchema } from './meal.schema';
import { MealsRepository } from './meals.repository';
import { PeopleCache } from './people-cache';

/**
 * The meals, their calendar and their tallies. MealsRepository is the one way
 * to write a meal, so whoever writes one (the API, an import) keeps the
 * calendar and the tallies; MealTallies reads the tallies. As the
 * restaurants' dependents, the meals of a deleted restaurant keep their
 * place in the diary without it, and a moved restaurant takes its meals along.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: MealRecord.name, schema: MealRecordSchema },
      { name: MealMonthRecord.name, schema: MealMonthRecordSchema },
      { name: MealCalendarRecord.name, schema: MealCalendarRecordSchema },
    ]),
  ],
  providers: [
    MealsRepository,
    MealCalendarRepository,
    MealTallyCache,
    MealTallies,
    PeopleCache,
    {
      provide: RestaurantDependents,
      useFactory: (meals: MealsRepository): RestaurantDependents => ({
        restaurantDeleted: (userId, restaurantId) => meals.clearRestaurant(userId, restaurantId),
        idsAt: (diaryId, restaurantId) => meals.idsAtRestaurant(diaryId, restaurantId),
        restaurantMoving: (source, target, restaurantId) =>
          meals.moveAtRestaurant(source, target, restaurantId),
      }),
      inject: [MealsRepository],
    },
  ],
  exports: [MealsRepository, MealTallies, MealTallyCache, PeopleCache, RestaurantDependents],
})
export class MealsDataModule {}
