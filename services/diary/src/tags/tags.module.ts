import { Module } from '@nestjs/common';
import { TagLinksDataModule } from '../tag-links/tag-links-data.module';
import { TagsController } from './tags.controller';
import { TagsDataModule } from './tags-data.module';
import { TagsService } from './tags.service';

@Module({
  imports: [TagsDataModule, TagLinksDataModule],
  controllers: [TagsController],
  providers: [TagsService],
})
export class TagsModule {}
