import { Module } from '@nestjs/common';
import { UploadsPersistenceModule } from '../uploads/uploads-persistence.module';
import { VariantsWorker } from './variants-worker';
import { VariantsProcessor } from './variants.processor';

/** The variants worker; imported by the HTTP service (unless MEDIA_WORKER=false) and by `--worker-only`. */
@Module({
  imports: [UploadsPersistenceModule],
  providers: [VariantsProcessor, VariantsWorker],
})
export class VariantsWorkerModule {}
