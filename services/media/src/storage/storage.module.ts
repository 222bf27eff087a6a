import { DynamicModule, Module } from '@nestjs/common';
import type { StorageConfig } from '../config';
import { LocalObjectStorage } from './local-object-storage';
import { OBJECT_STORAGE } from './object-storage';
import { createS3Client, S3ObjectStorage } from './s3-object-storage';

/** Provides OBJECT_STORAGE: the local folder driver or the S3 driver, by config. */
@Module({})
export class StorageModule {
  static forRoot(config: StorageConfig): DynamicModule {
    return {
      module: StorageModule,
      global: true,
      providers: [
        {
          provide: OBJECT_STORAGE,
          useFactory: () =>
            config.driver === 'local'
              ? new LocalObjectStorage(config.dir)
              : new S3ObjectStorage(createS3Client(config), config.bucket),
        },
      ],
      exports: [OBJECT_STORAGE],
    };
  }
}
