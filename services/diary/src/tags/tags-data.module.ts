import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { TagLinksDataModule } from '../tag-links/tag-links-data.module';
import { TagMergeRecord, TagMergeRecordSchema } from './tag-merge.schema';
import { TagMergesRepository } from './tag-merges.repository';
import { TagRecord, TagRecordSchema } from './tag.schema';
import { TagNamesCache } from './tag-names.cache';
import { TagsRepository } from './tags.repository';

/** The tags and the journal of their merges. */
@Module({
  imports: [
    TagLinksDataModule,
    MongooseModule.forFeature([
      { name: TagRecord.name, schema: TagRecordSchema },
      { name: TagMergeRecord.name, schema: TagMergeRecordSchema },
    ]),
  ],
  providers: [TagsRepository, TagMergesRepository, TagNamesCache],
  exports: [TagsRepository, TagMergesRepository],
})
export class TagsDataModule {}
