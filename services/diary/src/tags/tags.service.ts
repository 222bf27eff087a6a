import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { Tag } from '@dd/contracts';
import { Types } from 'mongoose';
import { isDuplicateKeyError } from '../common/duplicate-key';
import { MealTagsRepository, RestaurantTagsRepository } from '../tag-links/tag-links.repository';
import { TagRecord } from './tag.schema';
import { TagsRepository } from './tags.repository';

const DUPLICATE_NAME = 'A tag with this name already exists';

@Injectable()
export class TagsService {
  constructor(
    private readonly tags: TagsRepository,
    private readonly restaurantTags: RestaurantTagsRepository,
    private readonly mealTags: MealTagsRepository,
  ) {}

  async list(userId: string): Promise<Tag[]> {
    return (await this.tags.findByUser(userId)).map(toTag);
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
    const sameName = await this.tags.findByName(userId, name);
    if (sameName && !sameName._id.equals(tagId)) throw new ConflictException(DUPLICATE_NAME);
    try {
      const renamed = await this.tags.rename(userId, tagId, name);
      if (!renamed) throw new NotFoundException('Tag not found');
      return toTag(renamed);
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new ConflictException(DUPLICATE_NAME);
      throw error;
    }
  }

  /** Deletes the tag first (it disappears at once), then its links. */
  async delete(userId: string, id: string): Promise<void> {
    const tagId = new Types.ObjectId(id);
    if (!(await this.tags.delete(userId, tagId))) throw new NotFoundException('Tag not found');
    await Promise.all([
      this.restaurantTags.deleteByTag(userId, tagId),
      this.mealTags.deleteByTag(userId, tagId),
    ]);
  }
}

function toTag(record: Pick<TagRecord, '_id' | 'name'>): Tag {
  return { _id: record._id.toHexString(), name: record.name };
}
