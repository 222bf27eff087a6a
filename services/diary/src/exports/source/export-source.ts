import { Injectable } from '@nestjs/common';
import type { Types } from 'mongoose';
import { type NamedDiary, OwnedSharedDiaries } from '../../diaries/owned-shared-diaries';
import type { MealRecord } from '../../meals/meal.schema';
import { MealsRepository } from '../../meals/meals.repository';
import type { PostRecord } from '../../posts/post.schema';
import { PostsRepository } from '../../posts/posts.repository';
import type { RestaurantRecord } from '../../restaurants/restaurant.schema';
import { RestaurantsRepository } from '../../restaurants/restaurants.repository';
import type { MealTagRecord, RestaurantTagRecord } from '../../tag-links/tag-link.schema';
import {
  MealTagsRepository,
  RestaurantTagsRepository,
  type TagLink,
} from '../../tag-links/tag-links.repository';
import type { TagRecord } from '../../tags/tag.schema';
import { TagsRepository } from '../../tags/tags.repository';

/** Records are read in batches of this many, with their links: memory does not grow with the diary. */
export const EXPORT_BATCH_SIZE = 500;

export interface RestaurantWithTags {
  record: RestaurantRecord;
  tagIds: string[];
}

export interface MealWithLinks {
  record: MealRecord;
  restaurantName: string | null;
  tagIds: string[];
}

export interface RecordCounts {
  restaurants: number;
  meals: number;
}

/**
 * Reads a user's diaries for an export, through each collection's repository:
 * the personal diary (its id is the user's) and the shared diaries they own.
 * Every query is scoped by one diary and served by an index; posts are the user's.
 */
@Injectable()
export class ExportSource {
  constructor(
    private readonly restaurants: RestaurantsRepository,
    private readonly meals: MealsRepository,
    private readonly tags: TagsRepository,
    private readonly restaurantTags: RestaurantTagsRepository,
    private readonly mealTags: MealTagsRepository,
    private readonly posts: PostsRepository,
    private readonly ownedDiaries: OwnedSharedDiaries,
  ) {}

  /** The shared diaries the user owns: each is exported beside the personal one. */
  sharedDiariesOf(userId: string): Promise<NamedDiary[]> {
    return this.ownedDiaries.of(userId);
  }

  async counts(diaryId: string): Promise<RecordCounts> {
    const [restaurants, meals] = await Promise.all([
      this.restaurants.count(diaryId),
      this.meals.count(diaryId),
    ]);
    return { restaurants, meals };
  }

  /** Id → name of every tag of the diary (tags are few: a diary's own vocabulary). */
  async tagNames(diaryId: string): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    for await (const tag of this.tagsOf(diaryId)) names.set(String(tag._id), tag.name);
    return names;
  }

  tagsOf(diaryId: string): AsyncIterable<TagRecord> {
    return this.tags.streamOf(diaryId);
  }

  restaurantTagsOf(diaryId: string): AsyncIterable<RestaurantTagRecord> {
    return this.restaurantTags.streamOf(diaryId);
  }

  mealTagsOf(diaryId: string): AsyncIterable<MealTagRecord> {
    return this.mealTags.streamOf(diaryId);
  }

  postsOf(userId: string): AsyncIterable<PostRecord> {
    return this.posts.streamOf(userId);
  }

  /** The diary's restaurants, as stored, each with the ids of its tags. */
  async *restaurantBatches(diaryId: string): AsyncGenerator<RestaurantWithTags[]> {
    for await (const batch of batchesOf(this.restaurants.streamOf(diaryId))) {
      const links = await this.restaurantTags.findByOwners(
        diaryId,
        batch.map((record) => record._id),
      );
      const tagIds = groupTagIds(links);
      yield batch.map((record) => ({ record, tagIds: tagIds.get(String(record._id)) ?? [] }));
    }
  }

  /** The diary's meals, as stored, each with its restaurant's name and the ids of its tags. */
  async *mealBatches(diaryId: string): AsyncGenerator<MealWithLinks[]> {
    for await (const batch of batchesOf(this.meals.streamOf(diaryId))) {
      const restaurantIds = new Map<string, Types.ObjectId>();
      for (const { restaurantId } of batch)
        if (restaurantId) restaurantIds.set(String(restaurantId), restaurantId);
      const [links, names] = await Promise.all([
        this.mealTags.findByOwners(
          diaryId,
          batch.map((record) => record._id),
        ),
        this.restaurants.namesByIds(diaryId, [...restaurantIds.values()]),
      ]);
      const tagIds = groupTagIds(links);
      yield batch.map((record) => ({
        record,
        restaurantName: record.restaurantId
          ? (names.get(String(record.restaurantId)) ?? null)
          : null,
        tagIds: tagIds.get(String(record._id)) ?? [],
      }));
    }
  }
}

async function* batchesOf<T>(records: AsyncIterable<T>): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const record of records) {
    batch.push(record);
    if (batch.length === EXPORT_BATCH_SIZE) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

function groupTagIds(links: readonly TagLink[]): Map<string, string[]> {
  const grouped = new Map<string, string[]>();
  for (const { ownerId, tagId } of links) {
    const key = String(ownerId);
    grouped.set(key, [...(grouped.get(key) ?? []), String(tagId)]);
  }
  return grouped;
}
