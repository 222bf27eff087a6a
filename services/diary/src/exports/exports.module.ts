import { DynamicModule, Module } from '@nestjs/common';
import type { RedisConfig } from '@dd/nest-common';
import type { ExportsConfig } from '../config';
import { DiaryAccessModule } from '../diaries/diary-access.module';
import { MealsDataModule } from '../meals/meals-data.module';
import { PostsDataModule } from '../posts/posts-data.module';
import { RestaurantsDataModule } from '../restaurants/restaurants-data.module';
import { TagLinksDataModule } from '../tag-links/tag-links-data.module';
import { TagsDataModule } from '../tags/tags-data.module';
import { DownloadLinks } from './download-links';
import { EXPORTS_CONFIG, EXPORTS_REDIS } from './exports-config.token';
import { ExportsController } from './exports.controller';
import { ExportsService } from './exports.service';
import { ExportJobsQueue } from './jobs/export-jobs.queue';
import { ExportWorker } from './jobs/export-worker';
import { ExportSource } from './source/export-source';

/**
 * Whole-diary exports: the API, the BullMQ queue and (unless EXPORT_WORKER=false)
 * the worker. Global, so account erasure can drop a deleted user's exports.
 */
@Module({})
export class ExportsModule {
  static forRoot(config: ExportsConfig, redis: RedisConfig): DynamicModule {
    return {
      module: ExportsModule,
      global: true,
      imports: [
        RestaurantsDataModule,
        MealsDataModule,
        TagsDataModule,
        TagLinksDataModule,
        PostsDataModule,
        DiaryAccessModule,
      ],
      controllers: [ExportsController],
      providers: [
        { provide: EXPORTS_CONFIG, useValue: config },
        { provide: EXPORTS_REDIS, useValue: redis },
        ExportSource,
        ExportJobsQueue,
        DownloadLinks,
        ExportsService,
        ...(config.worker ? [ExportWorker] : []),
      ],
      exports: [ExportJobsQueue, EXPORTS_CONFIG, EXPORTS_REDIS],
    };
  }
}
