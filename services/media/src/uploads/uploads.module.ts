import { Module } from '@nestjs/common';
import { VariantsQueue } from '../variants/variants-queue';
import { ImageDeliveryService } from './image-delivery.service';
import { MultipartSetup } from './multipart.setup';
import { UploadedFileReader } from './uploaded-file.reader';
import { UploadsController } from './uploads.controller';
import { UploadsPersistenceModule } from './uploads-persistence.module';
import { UploadsService } from './uploads.service';

/** The HTTP side: upload, serve and delete images. */
@Module({
  imports: [UploadsPersistenceModule],
  controllers: [UploadsController],
  providers: [
    MultipartSetup,
    UploadedFileReader,
    UploadsService,
    ImageDeliveryService,
    VariantsQueue,
  ],
})
export class UploadsModule {}
