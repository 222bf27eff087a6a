import { Module } from '@nestjs/common';
import { MealsDataModule } from '../meals/meals-data.module';
import { RestaurantsDataModule } from '../restaurants/restaurants-data.module';
import { TagsDataModule } from '../tags/tags-data.module';
import { MealTagsController } from './meal-tags.controller';
import { RestaurantTagsController } from './restaurant-tags.controller';
import { TagLinksDataModule } from './tag-links-data.module';
import { TagLinksService } from './tag-links.service';

@Module({
  imports: [TagLinksDataModule, TagsDataModule, RestaurantsDataModule, MealsDataModule],
  controllers: [RestaurantTagsController, MealTagsController],
  providers: [TagLinksService],
  exports: [TagLinksService],
})
export class TagLinksModule {}
