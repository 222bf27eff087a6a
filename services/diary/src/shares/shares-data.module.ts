import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ShareRecord, ShareRecordSchema } from './share.schema';
import { SharesRepository } from './shares.repository';

/** The share links. */
@Module({
  imports: [MongooseModule.forFeature([{ name: ShareRecord.name, schema: ShareRecordSchema }])],
  providers: [SharesRepository],
  exports: [SharesRepository],
})
export class SharesDataModule {}
