import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { isDuplicateKeyError } from '../common/duplicate-key';
import { TagMergeRecord } from './tag-merge.schema';

/** The tagMerges collection (the journal of merges): the only class that reads or writes it. */
@Injectable()
export class TagMergesRepository {
  constructor(@InjectModel(TagMergeRecord.name) private readonly merges: Model<TagMergeRecord>) {}

  /** Records that each source is being merged into the target; recording again is harmless. */
  async record(
    userId: string,
    sourceIds: readonly Types.ObjectId[],
    targetId: Types.ObjectId,
  ): Promise<void> {
    if (sourceIds.length === 0) return;
    const known = new Set((await this.targetsOf(userId, sourceIds)).keys());
    const fresh = sourceIds.filter((id) => !known.has(id.toHexString()));
    if (fresh.length === 0) return;
    try {
      await this.merges.insertMany(
        fresh.map((sourceId) => ({ userId, sourceId, targetId })),
        { ordered: false },
      );
    } catch (error) {
      // A concurrent identical merge recorded some of them first.
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  /** Where each of the sources was merged (hex id → target id); sources never merged are absent. */
  async targetsOf(
    userId: string,
    sourceIds: readonly Types.ObjectId[],
  ): Promise<Map<string, Types.ObjectId>> {
    if (sourceIds.length === 0) return new Map();
    const found = await this.merges
      .find({ userId, sourceId: { $in: sourceIds } }, { sourceId: 1, targetId: 1 })
      .lean<Pick<TagMergeRecord, 'sourceId' | 'targetId'>[]>()
      .exec();
    return new Map(found.map((merge) => [merge.sourceId.toHexString(), merge.targetId]));
  }

  /** Account erasure. */
  async eraseOwner(userId: string): Promise<void> {
    await this.merges.deleteMany({ userId }).exec();
  }
}
