import { Module } from '@nestjs/common';
import { DiaryAccessModule } from '../diaries/diary-access.module';
import { RestaurantsDataModule } from '../restaurants/restaurants-data.module';
import { TagsModule } from '../tags/tags.module';
import { MealTagsController } from './meal-tags.controller';
import { MealsController } from './meals.controller';
import { MealsDataModule } from './meals-data.module';
import { MealMoves } from './meal-moves';
import { MealsService } from './meals.service';
import { RestaurantSummaryController } from './restaurant-summary.controller';

@Module({
  imports: [MealsDataModule, RestaurantsDataModule, TagsModule, DiaryAccessModule],
  controllers: [MealsController, MealTagsController, RestaurantSummaryController],
  providers: [MealsService, MealMoves],
})
export class MealsModule {}
