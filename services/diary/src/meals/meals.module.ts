import { Module } from '@nestjs/common';
import { DiaryDataModule } from '../database/diary-data.module';
import { TagLinksModule } from '../tag-links/tag-links.module';
import { MealTallies } from './meal-tallies';
import { MealsController } from './meals.controller';
import { MealsService } from './meals.service';

@Module({
  imports: [DiaryDataModule, TagLinksModule],
  controllers: [MealsController],
  providers: [MealsService, MealTallies],
})
export class MealsModule {}
