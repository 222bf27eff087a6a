import { DynamicModule, Global, Module } from '@nestjs/common';
import { MongoModule, ServiceCoreModule } from '@dd/nest-common';
import type { MediaConfig } from './config';
import { MediaErasureModule } from './erasure/media-erasure.module';
import { MEDIA_CONFIG } from './media-config.token';
import { StorageModule } from './storage/storage.module';
import { UploadsModule } from './uploads/uploads.module';
import { VariantsWorkerModule } from './variants/variants.module';

/** MEDIA_CONFIG and OBJECT_STORAGE, available to every module of the process. */
@Global()
@Module({})
class MediaCoreModule {
  static forRoot(config: MediaConfig): DynamicModule {
    return {
      module: MediaCoreModule,
      imports: [StorageModule.forRoot(config.storage)],
      providers: [{ provide: MEDIA_CONFIG, useValue: config }],
      exports: [MEDIA_CONFIG],
    };
  }
}

/** The media HTTP service; it also runs the variants worker unless MEDIA_WORKER=false. */
@Module({})
export class AppModule {
  static forRoot(config: MediaConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot(config),
        MediaCoreModule.forRoot(config),
        UploadsModule,
        MediaErasureModule,
        ...(config.worker.enabled ? [VariantsWorkerModule] : []),
      ],
    };
  }
}

/** `node dist/main.js --worker-only`: the variants worker alone, no HTTP, to scale it out. */
@Module({})
export class WorkerAppModule {
  static forRoot(config: MediaConfig): DynamicModule {
    return {
      module: WorkerAppModule,
      imports: [
        MongoModule.forRoot(config.mongo),
        MediaCoreModule.forRoot(config),
        VariantsWorkerModule,
      ],
    };
  }
}
