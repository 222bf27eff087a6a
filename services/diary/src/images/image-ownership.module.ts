import { DynamicModule, Module } from '@nestjs/common';
import { MediaUploadsClient } from '@dd/nest-common';
import { MEDIA_UPLOADS, OwnImageUrls } from './own-image-urls';

/** OwnImageUrls for every module that writes image URLs (global). */
@Module({})
export class ImageOwnershipModule {
  static forRoot(mediaUrl: string): DynamicModule {
    return {
      module: ImageOwnershipModule,
      global: true,
      providers: [
        { provide: MEDIA_UPLOADS, useValue: new MediaUploadsClient(mediaUrl) },
        OwnImageUrls,
      ],
      exports: [OwnImageUrls],
    };
  }
}
