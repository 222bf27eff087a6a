import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Upload, type VariantsStatus } from './upload.schema';

export type NewUpload = Pick<
  Upload,
  'file' | 'ownerId' | 'contentType' | 'size' | 'width' | 'height'
>;

@Injectable()
export class UploadsRepository {
  constructor(@InjectModel(Upload.name) private readonly uploads: Model<Upload>) {}

  async create(upload: NewUpload): Promise<void> {
    await this.uploads.create({ ...upload, variantsStatus: 'pending' });
  }

  findByFile(file: string): Promise<Upload | null> {
    return this.uploads.findOne({ file }).lean<Upload>().exec();
  }

  /** Which of `files` the owner has uploaded (and not deleted); by the unique `file` index. */
  async ownedOf(ownerId: string, files: readonly string[]): Promise<string[]> {
    const found = await this.uploads
      .find({ file: { $in: [...new Set(files)] } }, { file: 1, ownerId: 1 })
      .lean<Pick<Upload, 'file' | 'ownerId'>[]>()
      .exec();
    return found.filter((upload) => upload.ownerId === ownerId).map((upload) => upload.file);
  }

  /** Whether it still exists (false once deleted). */
  async setVariantsStatus(file: string, variantsStatus: VariantsStatus): Promise<boolean> {
    const result = await this.uploads.updateOne({ file }, { $set: { variantsStatus } }).exec();
    return result.matchedCount > 0;
  }

  /** Deletes the owner's upload; false when there is none (or it is someone else's). */
  async deleteOwned(file: string, ownerId: string): Promise<boolean> {
    const result = await this.uploads.deleteOne({ file, ownerId }).exec();
    return result.deletedCount > 0;
  }

  async delete(file: string): Promise<void> {
    await this.uploads.deleteOne({ file }).exec();
  }
}
