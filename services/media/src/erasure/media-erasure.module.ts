import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Upload, UploadSchema } from '../uploads/upload.schema';
import { MediaAccountEraser } from './media-account-eraser';

/** Consumes the media queue of account erasure (see @dd/nest-common AccountErasureWorker). */
@Module({
  imports: [MongooseModule.forFeature([{ name: Upload.name, schema: UploadSchema }])],
  providers: [MediaAccountEraser],
})
export class MediaErasureModule {}
