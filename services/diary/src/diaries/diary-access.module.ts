import { Module } from '@nestjs/common';
import { DiariesDataModule } from './diaries-data.module';
import { DiaryAccess } from './diary-access';
import { DiaryDepartures } from './diary-departures';

/**
 * DiaryAccess, the rule of who may do what in a diary, for every module
 * that serves a diary's records; and DiaryDepartures, the rule of who owns
 * a diary after a member goes (leaving, removal, account erasure).
 */
@Module({
  imports: [DiariesDataModule],
  providers: [DiaryAccess, DiaryDepartures],
  exports: [DiaryAccess, DiaryDepartures],
})
export class DiaryAccessModule {}
