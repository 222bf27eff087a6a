import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { isDuplicateKeyError } from '../common/duplicate-key';
import { insertIgnoringDuplicates } from '../common/insert-ignoring-duplicates';
import { findInDiaryById, namesInDiaryById } from '../common/in-diary-by-id';
import { backfillPersonalDiaries } from '../common/personal-diary-backfill';
import { nameKeyOf } from '../common/name-key';
import { containsKey } from '../common/text-search';
import { ReviewVersions } from '../tag-links/review-versions';
import { TagNamesCache } from './tag-names.cache';
import { TagRecord } from './tag.schema';

/** A tag as an import restores it, id and times kept (the owner and nameKey are set by the repository). */
export type RestoredTag = Pick<TagRecord, '_id' | 'name' | 'createdAt' | 'updatedAt'>;

/** Up to this many ids (the tags of a list page), names are read one tag at a time by `_id`. */
const MAX_IDS_READ_ONE_BY_ONE = 50;

/** The tags collection: the only class that reads or writes it. */
@Injectable()
export class TagsRepository {
  constructor(
    @InjectModel(TagRecord.name) private readonly tags: Model<TagRecord>,
    private readonly reviewVersions: ReviewVersions,
    private readonly names: TagNamesCache,
  ) {}

  /** The diary's tags in name order. */
  findByDiary(diaryId: string): Promise<TagRecord[]> {
    return this.tags.find({ diaryId }).sort({ nameKey: 1 }).lean<TagRecord[]>().exec();
  }

  /** Every tag of the diary in name order, one at a time (the export). */
  streamOf(diaryId: string): AsyncIterable<TagRecord> {
    return this.tags.find({ diaryId }).sort({ nameKey: 1 }).lean<TagRecord>().cursor();
  }

  /** Ids of all the diary's tags by nameKey. */
  async idsByNameKey(diaryId: string): Promise<Map<string, Types.ObjectId>> {
    const found = await this.tags
      .find({ diaryId }, { nameKey: 1 })
      .lean<Pick<TagRecord, '_id' | 'nameKey'>[]>()
      .exec();
    return new Map(found.map((tag) => [tag.nameKey, tag._id]));
  }

  /**
   * Names of a few of the diary's tags by id, each read by `_id` (the cheapest
   * read on FerretDB) and then kept in TagNamesCache until the next rename;
   * unknown ids and other diaries' tags are absent.
   */
  namesByIds(diaryId: string, ids: readonly Types.ObjectId[]): Promise<Map<string, string>> {
    return this.names.valuesOf(diaryId, ids, (missing) => this.readNamesByIds(diaryId, missing));
  }

  private async readNamesByIds(
    diaryId: string,
    ids: readonly Types.ObjectId[],
  ): Promise<Map<string, string>> {
    if (ids.length > MAX_IDS_READ_ONE_BY_ONE) {
      // All the diary's tags (a few hundred) by the indexed diary: FerretDB scans for `$in`.
      const wanted = new Set(ids.map((id) => id.toHexString()));
      const all = await this.tags
        .find({ diaryId }, { name: 1 })
        .lean<Pick<TagRecord, '_id' | 'name'>[]>()
        .exec();
      return new Map(
        all
          .map((tag) => [tag._id.toHexString(), tag.name] as const)
          .filter(([id]) => wanted.has(id)),
      );
    }
    return namesInDiaryById(this.tags, diaryId, ids);
  }

  findById(diaryId: string, id: Types.ObjectId): Promise<TagRecord | null> {
    return findInDiaryById(this.tags, diaryId, id);
  }

  /** One tag by `_id`, whatever its diary: the caller checks the diary (DiaryRecordsAccess). */
  findAnyById(id: Types.ObjectId): Promise<TagRecord | null> {
    return this.tags.findById(id).lean<TagRecord>().exec();
  }

  /**
   * The diary's tags among `ids`, plus whether any of the ids is another
   * diary's. Read by `_id` alone (see findInDiaryById); the diary checked here.
   */
  async findInDiaryByIds(
    diaryId: string,
    ids: readonly Types.ObjectId[],
  ): Promise<{ owned: TagRecord[]; foreign: boolean }> {
    if (ids.length === 0) return { owned: [], foreign: false };
    const found = await this.tags
      .find({ _id: { $in: ids } })
      .lean<TagRecord[]>()
      .exec();
    const owned = found.filter((tag) => tag.diaryId === diaryId);
    return { owned, foreign: owned.length < found.length };
  }

  findByName(diaryId: string, name: string): Promise<TagRecord | null> {
    return this.tags
      .findOne({ diaryId, nameKey: nameKeyOf(name) })
      .lean<TagRecord>()
      .exec();
  }

  /** Ids of the diary's tags whose name contains `text`, ignoring case. */
  async idsMatching(diaryId: string, text: string): Promise<Types.ObjectId[]> {
    const tags = await this.tags
      .find({ diaryId, nameKey: containsKey(text) }, { _id: 1 })
      .lean<Pick<TagRecord, '_id'>[]>()
      .exec();
    return tags.map((tag) => tag._id);
  }

  /**
   * The ids of the diary's tags named `names` (any case), by nameKey; those
   * the diary lacks are created, added by `userId` (a record moving in keeps
   * its tags by name). A tag made meanwhile by another request is read back.
   */
  async idsForNames(
    diaryId: string,
    userId: string,
    names: readonly string[],
  ): Promise<Map<string, Types.ObjectId>> {
    const ids = new Map<string, Types.ObjectId>();
    if (names.length === 0) return ids;
    const known = await this.idsByNameKey(diaryId);
    for (const name of names) {
      const key = nameKeyOf(name);
      if (ids.has(key)) continue;
      const id = known.get(key) ?? (await this.createOrFind(diaryId, userId, name))._id;
      ids.set(key, id);
    }
    return ids;
  }

  private async createOrFind(diaryId: string, userId: string, name: string): Promise<TagRecord> {
    try {
      return await this.create(diaryId, userId, name);
    } catch (error) {
      const existing = isDuplicateKeyError(error) ? await this.findByName(diaryId, name) : null;
      if (!existing) throw error;
      return existing;
    }
  }

  /** A new tag of the diary, added by `userId`; a duplicate-key error when the diary has the name (any case). */
  async create(diaryId: string, userId: string, name: string): Promise<TagRecord> {
    const created = await this.tags.create({ diaryId, userId, name, nameKey: nameKeyOf(name) });
    return created.toObject();
  }

  async rename(diaryId: string, id: Types.ObjectId, name: string): Promise<TagRecord | null> {
    if (!(await findInDiaryById(this.tags, diaryId, id))) return null;
    const write = () =>
      this.tags
        .findOneAndUpdate({ _id: id }, { $set: { name, nameKey: nameKeyOf(name) } }, { new: true })
        .lean<TagRecord>()
        .exec();
    return this.names.writing(diaryId, () => this.reviewVersions.writing(diaryId, write));
  }

  /** Deletes tags whose owner was already checked (findInDiaryByIds); answers how many went. */
  async deleteOwned(diaryId: string, tags: readonly Pick<TagRecord, '_id'>[]): Promise<number> {
    if (tags.length === 0) return 0;
    const { deletedCount } = await this.names.writing(diaryId, () =>
      this.tags.deleteMany({ _id: { $in: tags.map((tag) => tag._id) } }).exec(),
    );
    return deletedCount;
  }

  async delete(diaryId: string, id: Types.ObjectId): Promise<boolean> {
    if (!(await findInDiaryById(this.tags, diaryId, id))) return false;
    const { deletedCount } = await this.names.writing(diaryId, () =>
      this.tags.deleteOne({ _id: id }).exec(),
    );
    return deletedCount === 1;
  }

  /**
   * Writes restored tags as they are (ids and times kept), skipping those
   * whose name the diary already has; answers how many were written.
   */
  /** An import's tags, added to the diary by `userId`; a name already taken is skipped. */
  insertRestored(diaryId: string, userId: string, tags: readonly RestoredTag[]): Promise<number> {
    return insertIgnoringDuplicates(
      this.tags,
      tags.map((tag) => ({ ...tag, diaryId, userId, nameKey: nameKeyOf(tag.name) })),
    );
  }

  /** Upgrade: tags stored before diaries move into their user's personal diary. */
  backfillDiaryIds(): Promise<number> {
    return backfillPersonalDiaries(this.tags);
  }

  /** Account erasure of the personal diary (its id is the diary's). */
  async eraseOwner(diaryId: string): Promise<void> {
    await this.tags.deleteMany({ diaryId }).exec();
    await this.names.forget(diaryId);
  }
}
