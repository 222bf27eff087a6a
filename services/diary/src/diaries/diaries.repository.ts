import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model, Types } from 'mongoose';
import { DiaryRecord } from './diary.schema';

/** The diaries collection (shared diaries only): the only class that reads or writes it. */
@Injectable()
export class DiariesRepository {
  constructor(@InjectModel(DiaryRecord.name) private readonly diaries: Model<DiaryRecord>) {}

  async create(name: string): Promise<DiaryRecord> {
    return (await this.diaries.create({ name })).toObject();
  }

  /** The shared diary of that id, or null (a personal diary's id, a user's, is never one). */
  findById(id: string): Promise<DiaryRecord | null> {
    if (!isObjectIdHex(id)) return Promise.resolve(null);
    return this.diaries.findById(new Types.ObjectId(id)).lean<DiaryRecord>().exec();
  }

  /** The diaries of these ids that exist, in no set order. */
  findByIds(ids: readonly string[]): Promise<DiaryRecord[]> {
    const objectIds = ids.filter(isObjectIdHex).map((id) => new Types.ObjectId(id));
    if (objectIds.length === 0) return Promise.resolve([]);
    return this.diaries
      .find({ _id: { $in: objectIds } })
      .lean<DiaryRecord[]>()
      .exec();
  }

  /** The renamed diary, or null when there is none by that id. */
  rename(id: string, name: string): Promise<DiaryRecord | null> {
    if (!isObjectIdHex(id)) return Promise.resolve(null);
    return this.diaries
      .findByIdAndUpdate(new Types.ObjectId(id), { $set: { name } }, { new: true })
      .lean<DiaryRecord>()
      .exec();
  }

  async delete(id: string): Promise<void> {
    if (!isObjectIdHex(id)) return;
    await this.diaries.deleteOne({ _id: new Types.ObjectId(id) }).exec();
  }
}

function isObjectIdHex(id: string): boolean {
  return /^[0-9a-f]{24}$/.test(id) && isValidObjectId(id);
}
