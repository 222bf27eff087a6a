import { Module } from '@nestjs/common';
import { DiaryAccessModule } from '../diaries/diary-access.module';
import { PostsDataModule } from '../posts/posts-data.module';
import { SharesDataModule } from '../shares/shares-data.module';
import { DiaryAccountEraser } from './diary-account-eraser';
import { DiaryRecordsEraserModule } from './diary-records-eraser.module';

/**
 * Consumes the diary queue of account erasure (see @dd/nest-common
 * AccountErasureWorker); needs the global ExportsModule and ImportsModule for
 * the user's exports, imports and import origins.
 */
@Module({
  imports: [PostsDataModule, SharesDataModule, DiaryRecordsEraserModule, DiaryAccessModule],
  providers: [DiaryAccountEraser],
})
export class DiaryErasureModule {}
