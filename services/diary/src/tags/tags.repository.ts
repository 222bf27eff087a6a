import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { insertIgnoringDuplicates } from '../common/insert-ignoring-duplicates';
import { findOwnedById } from '../common/owned-by-id';
import { nameKeyOf } from '../common/name-key';
import { containsKey } from '../common/text-search';
import { ReviewVersions } from '../tag-links/review-versions';
import { TagRecord } from './tag.schema';

/** A tag as an import restores it, id and times kept (the owner and nameKey are set by the repository). */
export type RestoredTag = Pick<TagRecord, '_id' | 'name' | 'createdAt' | 'updatedAt'>;

/** The tags collection: the only class that reads or writes it. */
@Injectable()
export class TagsRepository {
  constructor(
    @InjectModel(TagRecord.name) private readonly tags: Model<TagRecord>,
    private readonly reviewVersions: ReviewVersions,
  ) {}

  /** The user's tags in name order. */
  findByUser(userId: string): Promise<TagRecord[]> {
    return this.tags.find({ userId }).sort({ nameKey: 1 }).lean<TagRecord[]>().exec();
  }

  /** Every tag of the user in name order, one at a time (the export). */
  streamOf(userId: string): AsyncIterable<TagRecord> {
    return this.tags.find({ userId }).sort({ nameKey: 1 }).lean<TagRecord>().cursor();
  }

  /** Ids of all the user's tags by nameKey. */
  async idsByNameKey(userId: string): Promise<Map<string, Types.ObjectId>> {
    const found = await this.tags
      .find({ userId }, { nameKey: 1 })
      .lean<Pick<TagRecord, '_id' | 'nameKey'>[]>()
      .exec();
    return new Map(found.map((tag) => [tag.nameKey, tag._id]));
  }

  /** Names of all the user's tags by id. */
  async namesOfUser(userId: string): Promise<Map<string, string>> {
    const found = await this.tags
      .find({ userId }, { name: 1 })
      .lean<Pick<TagRecord, '_id' | 'name'>[]>()
      .exec();
    return new Map(found.map((tag) => [tag._id.toHexString(), tag.name]));
  }

  /**
   * Names of a few of the user's tags by id, each read by `_id` (the cheapest
   * read on FerretDB); unknown ids and other users' tags are absent.
   */
  async namesByIds(userId: string, ids: readonly Types.ObjectId[]): Promise<Map<string, string>> {
    const found = await Promise.all(
      ids.map((id) =>
        this.tags
          .findById(id, { name: 1, userId: 1 })
          .lean<Pick<TagRecord, '_id' | 'name' | 'userId'>>()
          .exec(),
      ),
    );
    return new Map(
      found
        .filter((tag) => tag?.userId === userId)
        .map((tag) => [tag!._id.toHexString(), tag!.name]),
    );
  }

  findById(userId: string, id: Types.ObjectId): Promise<TagRecord | null> {
    return findOwnedById(this.tags, userId, id);
  }

  /**
   * The user's tags among `ids`, plus whether any of the ids is another
   * user's. Read by `_id` alone (see findOwnedById); ownership checked here.
   */
  async findOwnedByIds(
    userId: string,
    ids: readonly Types.ObjectId[],
  ): Promise<{ owned: TagRecord[]; foreign: boolean }> {
    if (ids.length === 0) return { owned: [], foreign: false };
    const found = await this.tags
      .find({ _id: { $in: ids } })
      .lean<TagRecord[]>()
      .exec();
    const owned = found.filter((tag) => tag.userId === userId);
    return { owned, foreign: owned.length < found.length };
  }

  findByName(userId: string, name: string): Promise<TagRecord | null> {
    return this.tags
      .findOne({ userId, nameKey: nameKeyOf(name) })
      .lean<TagRecord>()
      .exec();
  }

  /** Ids of the user's tags whose name contains `text`, ignoring case. */
  async idsMatching(userId: string, text: string): Promise<Types.ObjectId[]> {
    const tags = await this.tags
      .find({ userId, nameKey: containsKey(text) }, { _id: 1 })
      .lean<Pick<TagRecord, '_id'>[]>()
      .exec();
    return tags.map((tag) => tag._id);
  }

  /** Throws a duplicate-key error when the user already has the name (any case). */
  async create(userId: string, name: string): Promise<TagRecord> {
    const created = await this.tags.create({ userId, name, nameKey: nameKeyOf(name) });
    return created.toObject();
  }

  async rename(userId: string, id: Types.ObjectId, name: string): Promise<TagRecord | null> {
    if (!(await findOwnedById(this.tags, userId, id))) return null;
    return this.reviewVersions.writing(userId, () =>
      this.tags
        .findOneAndUpdate({ _id: id }, { $set: { name, nameKey: nameKeyOf(name) } }, { new: true })
        .lean<TagRecord>()
        .exec(),
    );
  }

  /** Deletes tags whose owner was already checked (findOwnedByIds); answers how many went. */
  async deleteOwned(tags: readonly Pick<TagRecord, '_id'>[]): Promise<number> {
    if (tags.length === 0) return 0;
    const { deletedCount } = await this.tags
      .deleteMany({ _id: { $in: tags.map((tag) => tag._id) } })
      .exec();
    return deletedCount;
  }

  async delete(userId: string, id: Types.ObjectId): Promise<boolean> {
    if (!(await findOwnedById(this.tags, userId, id))) return false;
    const { deletedCount } = await this.tags.deleteOne({ _id: id }).exec();
    return deletedCount === 1;
  }

  /**
   * Writes restored tags as they are (ids and times kept), skipping those
   * whose name the user already has; answers how many were written.
   */
  insertRestored(userId: string, tags: readonly RestoredTag[]): Promise<number> {
    return insertIgnoringDuplicates(
      this.tags,
      tags.map((tag) => ({ ...tag, userId, nameKey: nameKeyOf(tag.name) })),
    );
  }

  /** Account erasure. */
  async eraseOwner(userId: string): Promise<void> {
    await this.tags.deleteMany({ userId }).exec();
  }
}
