import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DiaryDataModule } from '../database/diary-data.module';
import { TagMergeRecord, TagMergeRecordSchema } from './tag-merge.schema';
import { TagMergesRepository } from './tag-merges.repository';
import { TagsController } from './tags.controller';
import { TagsService } from './tags.service';

@Module({
  imports: [
    DiaryDataModule,
    MongooseModule.forFeature([{ name: TagMergeRecord.name, schema: TagMergeRecordSchema }]),
  ],
  controllers: [TagsController],
  providers: [TagsService, TagMergesRepository],
})
export class TagsModule {}
