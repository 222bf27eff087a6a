import { DynamicModule, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import type { RedisConfig } from '@dd/nest-common';
import type { ImportsConfig } from '../config';
import { DiaryAccessModule } from '../diaries/diary-access.module';
import { MealsDataModule } from '../meals/meals-data.module';
import { PostsDataModule } from '../posts/posts-data.module';
import { RestaurantsDataModule } from '../restaurants/restaurants-data.module';
import { TagLinksDataModule } from '../tag-links/tag-links-data.module';
import { TagsDataModule } from '../tags/tags-data.module';
import { IMPORTS_CONFIG, IMPORTS_REDIS } from './imports-config.token';
import { ImportsController } from './imports.controller';
import { ImportsService } from './imports.service';
import { ImportJobsQueue } from './jobs/import-jobs.queue';
import { ImportWorker } from './jobs/import-worker';
import { DiaryRestorer } from './restore/diary-restorer';
import { ImportOriginRecord, ImportOriginRecordSchema } from './restore/import-origin.schema';
import { ImportOriginsRepository } from './restore/import-origins.repository';
import { ArchiveBodySetup } from './upload/archive-body.setup';

/**
 * Imports of whole-diary exports: the API, the BullMQ queue and (unless
 * IMPORT_WORKER=false) the worker. Global, so account erasure can drop a
 * deleted user's imports and their origins.
 */
@Module({})
export class ImportsModule {
  static forRoot(config: ImportsConfig, redis: RedisConfig): DynamicModule {
    return {
      module: ImportsModule,
      global: true,
      imports: [
        RestaurantsDataModule,
        MealsDataModule,
        TagsDataModule,
        TagLinksDataModule,
        PostsDataModule,
        DiaryAccessModule,
        MongooseModule.forFeature([
          { name: ImportOriginRecord.name, schema: ImportOriginRecordSchema },
        ]),
      ],
      controllers: [ImportsController],
      providers: [
        { provide: IMPORTS_CONFIG, useValue: config },
        { provide: IMPORTS_REDIS, useValue: redis },
        ArchiveBodySetup,
        ImportJobsQueue,
        ImportsService,
        ImportOriginsRepository,
        ...(config.worker ? [DiaryRestorer, ImportWorker] : []),
      ],
      exports: [ImportJobsQueue, IMPORTS_CONFIG, ImportOriginsRepository],
    };
  }
}
