import { Module } from '@nestjs/common';
import { DiariesDataModule } from './diaries-data.module';
import { DiaryAccess } from './diary-access';
import { DiaryDepartures } from './diary-departures';
import { DiaryRecordsAccess } from './diary-records-access';
import { OwnedSharedDiaries } from './owned-shared-diaries';

/**
 * DiaryAccess, the rule of who may do what in a diary, and
 * DiaryRecordsAccess, how the record services apply it, for every module
 * that serves a diary's records; and DiaryDepartures, the rule of who owns
 * a diary after a member goes (leaving, removal, account erasure); and
 * OwnedSharedDiaries, the shared diaries a user owns (created, exported, restored).
 */
@Module({
  imports: [DiariesDataModule],
  providers: [DiaryAccess, DiaryDepartures, DiaryRecordsAccess, OwnedSharedDiaries],
  exports: [DiaryAccess, DiaryDepartures, DiaryRecordsAccess, OwnedSharedDiaries],
})
export class DiaryAccessModule {}
