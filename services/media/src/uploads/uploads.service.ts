import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { UploadResponse } from '@dd/contracts';
import type { MediaConfig } from '../config';
import { allKeysOf, imageFileUrl, newImageFileName, originalKey } from '../images/image-files';
import { sanitizeImage } from '../images/image-sanitizer';
import { MEDIA_CONFIG } from '../media-config.token';
import { OBJECT_STORAGE, type ObjectStorage } from '../storage/object-storage';
import { VariantsQueue } from '../variants/variants-queue';
import { UploadsRepository } from './uploads.repository';

@Injectable()
export class UploadsService {
  constructor(
    @Inject(MEDIA_CONFIG) private readonly config: MediaConfig,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly uploads: UploadsRepository,
    private readonly variants: VariantsQueue,
  ) {}

  /**
   * Stores a sanitized copy of the uploaded image and queues its variants.
   * The raw upload is never stored (it may carry GPS and other metadata);
   * anything refused leaves no trace. Answers once the original is stored.
   */
  async upload(ownerId: string, input: Buffer): Promise<UploadResponse> {
    const image = await sanitizeImage(input, this.config.uploads.maxInputPixels);
    const file = newImageFileName(image.extension);
    await this.storage.put(originalKey(file), image.data, image.contentType);
    try {
      await this.uploads.create({
        file,
        ownerId,
        contentType: image.contentType,
        size: image.data.length,
        width: image.width,
        height: image.height,
      });
    } catch (error) {
      await this.storage.delete([originalKey(file)]);
      throw error;
    }
    // Queued after the record exists, so the worker always finds it. Should
    // Redis refuse, the upload still stands: the original serves every width.
    await this.variants.enqueue(file);
    return { fileUrl: imageFileUrl(file) };
  }

  /** Removes the owner's image with its variants; anyone else's (or no image) is a 404. */
  /** Which of `files` the owner uploaded. */
  ownedOf(ownerId: string, files: readonly string[]): Promise<string[]> {
    return this.uploads.ownedOf(ownerId, files);
  }

  async delete(ownerId: string, file: string): Promise<void> {
    if (!(await this.uploads.deleteOwned(file, ownerId)))
      throw new NotFoundException('Image not found');
    await this.storage.delete(allKeysOf(file));
  }
}
