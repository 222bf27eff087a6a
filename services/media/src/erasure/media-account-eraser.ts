import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { AccountErasureWorker, IdempotencyStore } from '@dd/nest-common';
import type { Model } from 'mongoose';
import type { MediaConfig } from '../config';
import { allKeysOf } from '../images/image-files';
import { MEDIA_CONFIG } from '../media-config.token';
import { OBJECT_STORAGE, type ObjectStorage } from '../storage/object-storage';
import { Upload } from '../uploads/upload.schema';

/**
 * Erases a deleted account's photos: each original with its variants, then
 * its record, then its Idempotency-Keys (their answers name the files). Files
 * go first, so a run cut short leaves records that lead the retry to the
 * files still stored.
 */
@Injectable()
export class MediaAccountEraser extends AccountErasureWorker {
  protected readonly consumer = 'media';

  constructor(
    @Inject(MEDIA_CONFIG) config: MediaConfig,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @InjectModel(Upload.name) private readonly uploads: Model<Upload>,
    private readonly idempotencyKeys: IdempotencyStore,
  ) {
    super(config.redis);
  }

  protected async erase(userId: string): Promise<void> {
    const owned = this.uploads
      .find({ ownerId: userId }, { file: 1 })
      .lean<Pick<Upload, 'file'>>()
      .cursor();
    for await (const { file } of owned) {
      await this.storage.delete(allKeysOf(file));
      await this.uploads.deleteOne({ file }).exec();
    }
    await this.idempotencyKeys.forget(userId);
  }
}
