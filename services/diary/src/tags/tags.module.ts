import { Module } from '@nestjs/common';
import { DiaryDataModule } from '../database/diary-data.module';
import { TagsController } from './tags.controller';
import { TagsService } from './tags.service';

@Module({
  imports: [DiaryDataModule],
  controllers: [TagsController],
  providers: [TagsService],
})
export class TagsModule {}
