import { Module } from '@nestjs/common';
import { DiaryAccessModule } from '../diaries/diary-access.module';
import { MealsDataModule } from '../meals/meals-data.module';
import { RestaurantsDataModule } from '../restaurants/restaurants-data.module';
import { TagLinksDataModule } from '../tag-links/tag-links-data.module';
import { TagsDataModule } from '../tags/tags-data.module';
import { YearReviewCache } from './year-review.cache';
import { YearReviewController } from './year-review.controller';
import { YearReviewService } from './year-review.service';

/** GET /api/meals/review/:year; imported before the meals, whose `:id` routes it sits beside. */
@Module({
  imports: [
    MealsDataModule,
    RestaurantsDataModule,
    TagsDataModule,
    TagLinksDataModule,
    DiaryAccessModule,
  ],
  controllers: [YearReviewController],
  providers: [YearReviewService, YearReviewCache],
  exports: [YearReviewCache],
})
export class YearReviewModule {}
