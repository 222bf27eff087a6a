import { Module } from '@nestjs/common';
import { DiaryAccessModule } from '../diaries/diary-access.module';
import { MealsDataModule } from '../meals/meals-data.module';
import { PostsDataModule } from '../posts/posts-data.module';
import { RestaurantsDataModule } from '../restaurants/restaurants-data.module';
import { YearReviewModule } from '../review/year-review.module';
import { SharesDataModule } from '../shares/shares-data.module';
import { TagLinksDataModule } from '../tag-links/tag-links-data.module';
import { TagsDataModule } from '../tags/tags-data.module';
import { DiaryAccountEraser } from './diary-account-eraser';

/**
 * Consumes the diary queue of account erasure (see @dd/nest-common
 * AccountErasureWorker); needs the global ExportsModule and ImportsModule for
 * the user's exports, imports and import origins.
 */
@Module({
  imports: [
    RestaurantsDataModule,
    MealsDataModule,
    TagsDataModule,
    TagLinksDataModule,
    PostsDataModule,
    SharesDataModule,
    YearReviewModule,
    DiaryAccessModule,
  ],
  providers: [DiaryAccountEraser],
})
export class DiaryErasureModule {}
