import { Module } from '@nestjs/common';
import { DiaryDataModule } from '../database/diary-data.module';
import { MealTagsController } from './meal-tags.controller';
import { RestaurantTagsController } from './restaurant-tags.controller';
import { TagLinksService } from './tag-links.service';

@Module({
  imports: [DiaryDataModule],
  controllers: [RestaurantTagsController, MealTagsController],
  providers: [TagLinksService],
  exports: [TagLinksService],
})
export class TagLinksModule {}
