import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { BulkDeleteTagsResult, MergeTagsInput, Tag, TagWithCounts } from '@dd/contracts';
import { Types } from 'mongoose';
import { isDuplicateKeyError } from '../common/duplicate-key';
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
  ) {}

  async list(userId: string): Promise<Tag[]> {
    return (await this.tags.findByUser(userId)).map(toTag);
  }

  /** The tags in name order, each with how many restaurants and meals carry it. */
  async listWithCounts(userId: string): Promise<TagWithCounts[]> {
    const [tags, restaurantCounts, mealCounts] = await Promise.all([
      this.tags.findByUser(userId),
      this.restaurantTags.countByTag(userId),
      this.mealTags.countByTag(userId),
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

  /** Creates the tag, or answers the user's existing tag of that name (any case). */
  async create(userId: string, name: string): Promise<{ tag: Tag; created: boolean }> {
    const existing = await this.tags.findByName(userId, name);
    if (existing) return { tag: toTag(existing), created: false };
    try {
      return { tag: toTag(await this.tags.create(userId, name)), created: true };
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const winner = await this.tags.findByName(userId, name);
      if (!winner) throw error;
      return { tag: toTag(winner), created: false };
    }
  }

  /** Renames the tag; another tag of the same name (any case) is a 409. */
  async rename(userId: string, id: string, name: string): Promise<Tag> {
    const tagId = new Types.ObjectId(id);
    // Checked explicitly: FerretDB reports a unique violation on update as a generic error.
    await this.requireNameFree(userId, name, [tagId]);
    return this.renameChecked(userId, tagId, name);
  }

  /** Deletes the tag first (it disappears at once), then its links. */
  async delete(userId: string, id: string): Promise<void> {
    const tagId = new Types.ObjectId(id);
    if (!(await this.tags.delete(userId, tagId))) throw new NotFoundException(NOT_FOUND);
    await this.deleteLinksOf(userId, [tagId]);
  }

  /**
   * Deletes the user's tags among `ids` and their links in one request. Ids
   * that are unknown, already deleted or someone else's are skipped, so a
   * retry is harmless: it also clears links a failed attempt left behind
   * (links are always scoped by the user, so another user's are never touched).
   */
  async bulkDelete(userId: string, ids: readonly string[]): Promise<BulkDeleteTagsResult> {
    const tagIds = ids.map((id) => new Types.ObjectId(id));
    const { owned } = await this.tags.findOwnedByIds(userId, tagIds);
    await this.tags.deleteOwned(owned);
    await this.deleteLinksOf(userId, tagIds);
    return { deletedIds: owned.map((tag) => tag._id.toHexString()) };
  }

  /**
   * Moves every restaurant and meal link of the sources to the target (each
   * record keeps the tag once), deletes the sources, then applies the new
   * name. Without transactions each step is safe to repeat and a journal
   * remembers the sources, so retrying the same request after a failure
   * part-way (or after a lost answer) completes the merge. Unknown or foreign
   * ids answer 404 before anything changes; a name taken by a tag outside the
   * merge answers 409.
   */
  async merge(userId: string, input: MergeTagsInput): Promise<Tag> {
    const targetId = new Types.ObjectId(input.targetId);
    const sourceIds = input.sourceIds.map((id) => new Types.ObjectId(id));
    const target = await this.tags.findById(userId, targetId);
    if (!target) throw new NotFoundException(NOT_FOUND);
    const live = await this.liveSources(userId, sourceIds, targetId);
    if (input.name !== undefined)
      await this.requireNameFree(userId, input.name, [targetId, ...sourceIds]);

    await this.merges.record(
      userId,
      live.map((tag) => tag._id),
      targetId,
    );
    await Promise.all([
      this.restaurantTags.moveToTag(userId, sourceIds, targetId),
      this.mealTags.moveToTag(userId, sourceIds, targetId),
    ]);
    await this.tags.deleteOwned(live);
    if (input.name === undefined || input.name === target.name) return toTag(target);
    return this.renameChecked(userId, targetId, input.name);
  }

  /**
   * The sources that still exist. A missing source is fine only when the
   * journal says it was merged into this target (a retry); anything else,
   * like another user's tag, is a 404.
   */
  private async liveSources(
    userId: string,
    sourceIds: readonly Types.ObjectId[],
    targetId: Types.ObjectId,
  ): Promise<TagRecord[]> {
    const { owned, foreign } = await this.tags.findOwnedByIds(userId, sourceIds);
    if (foreign) throw new NotFoundException(NOT_FOUND);
    const found = new Set(owned.map((tag) => tag._id.toHexString()));
    const missing = sourceIds.filter((id) => !found.has(id.toHexString()));
    const mergedInto = await this.merges.targetsOf(userId, missing);
    if (missing.some((id) => !mergedInto.get(id.toHexString())?.equals(targetId)))
      throw new NotFoundException(NOT_FOUND);
    return owned;
  }

  /** 409 when a tag other than `allowed` already has the name (any case). */
  private async requireNameFree(
    userId: string,
    name: string,
    allowed: readonly Types.ObjectId[],
  ): Promise<void> {
    const sameName = await this.tags.findByName(userId, name);
    if (sameName && !allowed.some((id) => id.equals(sameName._id)))
      throw new ConflictException(DUPLICATE_NAME);
  }

  private async renameChecked(userId: string, tagId: Types.ObjectId, name: string): Promise<Tag> {
    try {
      const renamed = await this.tags.rename(userId, tagId, name);
      if (!renamed) throw new NotFoundException(NOT_FOUND);
      return toTag(renamed);
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new ConflictException(DUPLICATE_NAME);
      throw error;
    }
  }

  private async deleteLinksOf(userId: string, tagIds: readonly Types.ObjectId[]): Promise<void> {
    await Promise.all([
      this.restaurantTags.deleteByTags(userId, tagIds),
      this.mealTags.deleteByTags(userId, tagIds),
    ]);
  }
}

function toTag(record: Pick<TagRecord, '_id' | 'name'>): Tag {
  return { _id: record._id.toHexString(), name: record.name };
}
