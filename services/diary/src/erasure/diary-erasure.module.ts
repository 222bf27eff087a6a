import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DiaryDataModule } from '../database/diary-data.module';
import { UserRecordsModule } from '../database/user-records.module';
import {
  ImportOriginRecord,
  ImportOriginRecordSchema,
} from '../imports/restore/import-origin.schema';
import { DiaryAccountEraser } from './diary-account-eraser';

/**
 * Consumes the diary queue of account erasure (see @dd/nest-common
 * AccountErasureWorker); needs the global ExportsModule and ImportsModule for
 * the user's exports and imports.
 */
@Module({
  imports: [
    UserRecordsModule,
    DiaryDataModule,
    MongooseModule.forFeature([
      { name: ImportOriginRecord.name, schema: ImportOriginRecordSchema },
    ]),
  ],
  providers: [DiaryAccountEraser],
})
export class DiaryErasureModule {}
