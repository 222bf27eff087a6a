import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { variantsJobSchema } from '@dd/contracts';
import type { MediaConfig } from '../config';
import { allKeysOf, originalKey, variantKey } from '../images/image-files';
import { renderVariants } from '../images/variant-renderer';
import { MEDIA_CONFIG } from '../media-config.token';
import { OBJECT_STORAGE, type ObjectStorage, readObject } from '../storage/object-storage';
import { UploadsRepository } from '../uploads/uploads.repository';

export type VariantsOutcome = 'ready' | 'gone';

/** What one variants job does: original → WebP variants in storage → upload marked ready. */
@Injectable()
export class VariantsProcessor {
  private readonly logger = new Logger(VariantsProcessor.name);

  constructor(
    @Inject(MEDIA_CONFIG) private readonly config: MediaConfig,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly uploads: UploadsRepository,
  ) {}

  async process(job: Job): Promise<VariantsOutcome> {
    const { file } = variantsJobSchema.parse(job.data);
    const original = await readObject(this.storage, originalKey(file));
    if (!original) return 'gone'; // deleted before its turn came: nothing to make

    const variants = await renderVariants(original, this.config.uploads.maxInputPixels);
    await Promise.all(
      variants.map(({ width, data }) =>
        this.storage.put(variantKey(file, width), data, 'image/webp'),
      ),
    );
    if (!(await this.uploads.setVariantsStatus(file, 'ready'))) {
      // Deleted while we were rendering: remove what this run wrote.
      await this.storage.delete(allKeysOf(file));
      return 'gone';
    }
    return 'ready';
  }

  /** After the last attempt failed: the original keeps being served in place of the variants. */
  async giveUp(job: Job, error: Error): Promise<void> {
    const { file } = variantsJobSchema.parse(job.data);
    this.logger.error(`variants for ${file} failed for good: ${error.message}`, error.stack);
    await this.uploads.setVariantsStatus(file, 'failed');
  }
}
