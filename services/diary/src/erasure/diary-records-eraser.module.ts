import { Module } from '@nestjs/common';
import { DiaryAccessModule } from '../diaries/diary-access.module';
import { MealsDataModule } from '../meals/meals-data.module';
import { RestaurantsDataModule } from '../restaurants/restaurants-data.module';
import { YearReviewModule } from '../review/year-review.module';
import { TagLinksDataModule } from '../tag-links/tag-links-data.module';
import { TagsDataModule } from '../tags/tags-data.module';
import { DiaryRecordsEraser } from './diary-records-eraser';

/** DiaryRecordsEraser, for account erasure and the deletion of a shared diary (DiaryDepartures). */
@Module({
  imports: [
    RestaurantsDataModule,
    MealsDataModule,
    TagsDataModule,
    TagLinksDataModule,
    YearReviewModule,
    DiaryAccessModule,
  ],
  providers: [DiaryRecordsEraser],
  exports: [DiaryRecordsEraser],
})
export class DiaryRecordsEraserModule {}
