import { Module } from '@nestjs/common';
import { RestaurantsDataModule } from '../restaurants/restaurants-data.module';
import { TagLinksModule } from '../tag-links/tag-links.module';
import { MealsController } from './meals.controller';
import { MealsDataModule } from './meals-data.module';
import { MealsService } from './meals.service';

@Module({
  imports: [MealsDataModule, RestaurantsDataModule, TagLinksModule],
  controllers: [MealsController],
  providers: [MealsService],
})
export class MealsModule {}
