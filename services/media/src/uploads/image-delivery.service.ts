import { Inject, Injectable } from '@nestjs/common';
import type { ImageVariantWidth } from '@dd/contracts';
import { isImageFileName, originalKey, variantKey } from '../images/image-files';
import { OBJECT_STORAGE, type ObjectStorage, type StoredObject } from '../storage/object-storage';

export interface DeliveredImage {
  object: StoredObject;
  /** False when a variant was asked for but the original stands in until it exists. */
  final: boolean;
}

/** Finds what GET /api/uploads/images/:file should send. */
@Injectable()
export class ImageDeliveryService {
  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  async find(file: string, width?: ImageVariantWidth): Promise<DeliveredImage | undefined> {
    if (!isImageFileName(file)) return undefined;
    if (width !== undefined) {
      const variant = await this.storage.get(variantKey(file, width));
      if (variant) return { object: variant, final: true };
    }
    const original = await this.storage.get(originalKey(file));
    return original && { object: original, final: width === undefined };
  }
}
