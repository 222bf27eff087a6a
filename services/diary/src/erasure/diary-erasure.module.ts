import { Module } from '@nestjs/common';
import { UserRecordsModule } from '../database/user-records.module';
import { DiaryAccountEraser } from './diary-account-eraser';

/**
 * Consumes the diary queue of account erasure (see @dd/nest-common
 * AccountErasureWorker); needs the global ExportsModule for the user's exports.
 */
@Module({
  imports: [UserRecordsModule],
  providers: [DiaryAccountEraser],
})
export class DiaryErasureModule {}
