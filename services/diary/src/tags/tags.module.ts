import { Module } from '@nestjs/common';
import { DiaryAccessModule } from '../diaries/diary-access.module';
import { TagLinksDataModule } from '../tag-links/tag-links-data.module';
import { TagLinksService } from './tag-links.service';
import { TagsController } from './tags.controller';
import { TagsDataModule } from './tags-data.module';
import { TagsService } from './tags.service';

/** The tags' API, and TagLinksService: the tags on restaurants and meals, for their domains. */
@Module({
  imports: [TagsDataModule, TagLinksDataModule, DiaryAccessModule],
  controllers: [TagsController],
  providers: [TagsService, TagLinksService],
  exports: [TagLinksService],
})
export class TagsModule {}
