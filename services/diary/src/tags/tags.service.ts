import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { BulkDeleteTagsResult, MergeTagsInput, Tag, TagWithCounts } from '@dd/contracts';
import { Types } from 'mongoose';
import { isDuplicateKeyError } from '../common/duplicate-key';
import type { DiaryNeed } from '../diaries/diary-access';
import { DiaryRecordsAccess } from '../diaries/diary-records-access';
import { MealTagsRepository, RestaurantTagsRepository } from '../tag-links/tag-links.repository';
import { TagMergesRepository } from './tag-merges.repository';
import { TagRecord } from './tag.schema';
import { TagsRepository } from './tags.repository';

const DUPLICATE_NAME = 'A tag with this name already exists';
const NOT_FOUND = 'Tag not found';

@Injectable()
export class TagsService {
  constructor(
    private readonly tags: TagsRepository,
    private readonly restaurantTags: RestaurantTagsRepository,
    private readonly mealTags: MealTagsRepository,
    private readonly merges: TagMergesRepository,
    private readonly records: DiaryRecordsAccess,
  ) {}

  /** The tags of the diary `wanted` (the user must read it; left out, the personal diary), in name order. */
  async list(userId: string, wanted: string | undefined): Promise<Tag[]> {
    const diaryId = await this.records.diaryFor(userId, wanted, 'read');
    return (await this.tags.findByDiary(diaryId)).map(toTag);
  }

  /** The tags as `list` answers them, each with how many restaurants and meals carry it. */
  async listWithCounts(userId: string, wanted: string | undefined): Promise<TagWithCounts[]> {
    const diaryId = await this.records.diaryFor(userId, wanted, 'read');
    const [tags, restaurantCounts, mealCounts] = await Promise.all([
      this.tags.findByDiary(diaryId),
      this.restaurantTags.countByTag(diaryId),
      this.mealTags.countByTag(diaryId),
    ]);
    return tags.map((record) => {
      const tag = toTag(record);
      return {
        ...tag,
        restaurantCount: restaurantCounts.get(tag._id) ?? 0,
        mealCount: mealCounts.get(tag._id) ?? 0,
      };
    });
  }

  /**
   * Creates the tag in the diary `wanted` (the user must write it; left out,
   * the personal diary), or answers the diary's existing tag of that name (any case).
   */
  async create(
    userId: string,
    name: string,
    wanted: string | undefined,
  ): Promise<{ tag: Tag; created: boolean }> {
    const diaryId = await this.records.diaryFor(userId, wanted, 'write');
    const existing = await this.tags.findByName(diaryId, name);
    if (existing) return { tag: toTag(existing), created: false };
    try {
      return { tag: toTag(await this.tags.create(diaryId, userId, name)), created: true };
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const winner = await this.tags.findByName(diaryId, name);
      if (!winner) throw error;
      return { tag: toTag(winner), created: false };
    }
  }

  /** Renames the tag; another tag of the same name (any case) is a 409. */
  async rename(userId: string, id: string, name: string): Promise<Tag> {
    const { _id: tagId, diaryId } = await this.require(userId, id, 'write');
    // Checked explicitly: FerretDB reports a unique violation on update as a generic error.
    await this.requireNameFree(diaryId, name, [tagId]);
    return this.renameChecked(diaryId, tagId, name);
  }

  /** Deletes the tag first (it disappears at once), then its links. */
  async delete(userId: string, id: string): Promise<void> {
    const { _id: tagId, diaryId } = await this.require(userId, id, 'write');
    if (!(await this.tags.delete(diaryId, tagId))) throw new NotFoundException(NOT_FOUND);
    await this.deleteLinksOf(diaryId, [tagId]);
  }

  /**
   * Deletes the tags among `ids` of the diary `wanted` (the user must write
   * it; left out, the personal diary) and their links in one request. Ids
   * that are unknown, already deleted or of another diary are skipped, so a
   * retry is harmless: it also clears links a failed attempt left behind
   * (links are always scoped by the diary, so another diary's are never touched).
   */
  async bulkDelete(
    userId: string,
    ids: readonly string[],
    wanted: string | undefined,
  ): Promise<BulkDeleteTagsResult> {
    const diaryId = await this.records.diaryFor(userId, wanted, 'write');
    const tagIds = ids.map((id) => new Types.ObjectId(id));
    const { owned } = await this.tags.findInDiaryByIds(diaryId, tagIds);
    await this.tags.deleteOwned(diaryId, owned);
    await this.deleteLinksOf(diaryId, tagIds);
    return { deletedIds: owned.map((tag) => tag._id.toHexString()) };
  }

  /**
   * Moves every restaurant and meal link of the sources to the target (each
   * record keeps the tag once), deletes the sources, then applies the new
   * name. Without transactions each step is safe to repeat and a journal
   * remembers the sources, so retrying the same request after a failure
   * part-way (or after a lost answer) completes the merge. Unknown or foreign
   * ids answer 404 before anything changes; a name taken by a tag outside the
   * merge answers 409. The merge happens in the target's diary (the user
   * must write it); a source of another diary is unknown there (404).
   */
  async merge(userId: string, input: MergeTagsInput): Promise<Tag> {
    const target = await this.require(userId, input.targetId, 'write');
    const { _id: targetId, diaryId } = target;
    const sourceIds = input.sourceIds.map((id) => new Types.ObjectId(id));
    const live = await this.liveSources(diaryId, sourceIds, targetId);
    if (input.name !== undefined)
      await this.requireNameFree(diaryId, input.name, [targetId, ...sourceIds]);

    await this.merges.record(
      diaryId,
      live.map((tag) => tag._id),
      targetId,
    );
    await Promise.all([
      this.restaurantTags.moveToTag(diaryId, userId, sourceIds, targetId),
      this.mealTags.moveToTag(diaryId, userId, sourceIds, targetId),
    ]);
    await this.tags.deleteOwned(diaryId, live);
    if (input.name === undefined || input.name === target.name) return toTag(target);
    return this.renameChecked(diaryId, targetId, input.name);
  }

  /**
   * The sources that still exist. A missing source is fine only when the
   * journal says it was merged into this target (a retry); anything else,
   * like another diary's tag, is a 404.
   */
  private async liveSources(
    diaryId: string,
    sourceIds: readonly Types.ObjectId[],
    targetId: Types.ObjectId,
  ): Promise<TagRecord[]> {
    const { owned, foreign } = await this.tags.findInDiaryByIds(diaryId, sourceIds);
    if (foreign) throw new NotFoundException(NOT_FOUND);
    const found = new Set(owned.map((tag) => tag._id.toHexString()));
    const missing = sourceIds.filter((id) => !found.has(id.toHexString()));
    const mergedInto = await this.merges.targetsOf(diaryId, missing);
    if (missing.some((id) => !mergedInto.get(id.toHexString())?.equals(targetId)))
      throw new NotFoundException(NOT_FOUND);
    return owned;
  }

  /** 409 when a tag other than `allowed` already has the name (any case). */
  private async requireNameFree(
    diaryId: string,
    name: string,
    allowed: readonly Types.ObjectId[],
  ): Promise<void> {
    const sameName = await this.tags.findByName(diaryId, name);
    if (sameName && !allowed.some((id) => id.equals(sameName._id)))
      throw new ConflictException(DUPLICATE_NAME);
  }

  private async renameChecked(diaryId: string, tagId: Types.ObjectId, name: string): Promise<Tag> {
    try {
      const renamed = await this.tags.rename(diaryId, tagId, name);
      if (!renamed) throw new NotFoundException(NOT_FOUND);
      return toTag(renamed);
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new ConflictException(DUPLICATE_NAME);
      throw error;
    }
  }

  /** The tag, when the user may `need` its diary (else 404 Tag not found, or 403). */
  private require(userId: string, id: string, need: DiaryNeed): Promise<TagRecord> {
    return this.records.record(
      userId,
      () => this.tags.findAnyById(new Types.ObjectId(id)),
      need,
      NOT_FOUND,
    );
  }

  private async deleteLinksOf(diaryId: string, tagIds: readonly Types.ObjectId[]): Promise<void> {
    await Promise.all([
      this.restaurantTags.deleteByTags(diaryId, tagIds),
      this.mealTags.deleteByTags(diaryId, tagIds),
    ]);
  }
}

function toTag(record: Pick<TagRecord, '_id' | 'diaryId' | 'name'>): Tag {
  return { _id: record._id.toHexString(), diaryId: record.diaryId, name: record.name };
}
