import { Injectable } from '@nestjs/common';
import type { Types } from 'mongoose';
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
 * Reads one user's diary for an export, through each collection's repository;
 * every query is scoped by the owner and served by an index.
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
  ) {}

  async counts(userId: string): Promise<RecordCounts> {
    const [restaurants, meals] = await Promise.all([
      this.restaurants.count(userId),
      this.meals.count(userId),
    ]);
    return { restaurants, meals };
  }

  /** Id → name of every tag of the user (tags are few: a user's own vocabulary). */
  async tagNames(userId: string): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    for await (const tag of this.tagsOf(userId)) names.set(String(tag._id), tag.name);
    return names;
  }

  tagsOf(userId: string): AsyncIterable<TagRecord> {
    return this.tags.streamOf(userId);
  }

  restaurantTagsOf(userId: string): AsyncIterable<RestaurantTagRecord> {
    return this.restaurantTags.streamOf(userId);
  }

  mealTagsOf(userId: string): AsyncIterable<MealTagRecord> {
    return this.mealTags.streamOf(userId);
  }

  postsOf(userId: string): AsyncIterable<PostRecord> {
    return this.posts.streamOf(userId);
  }

  /** The user's restaurants, as stored, each with the ids of its tags. */
  async *restaurantBatches(userId: string): AsyncGenerator<RestaurantWithTags[]> {
    for await (const batch of batchesOf(this.restaurants.streamOf(userId))) {
      const links = await this.restaurantTags.findByOwners(
        userId,
        batch.map((record) => record._id),
      );
      const tagIds = groupTagIds(links);
      yield batch.map((record) => ({ record, tagIds: tagIds.get(String(record._id)) ?? [] }));
    }
  }

  /** The user's meals, as stored, each with its restaurant's name and the ids of its tags. */
  async *mealBatches(userId: string): AsyncGenerator<MealWithLinks[]> {
    for await (const batch of batchesOf(this.meals.streamOf(userId))) {
      const restaurantIds = new Map<string, Types.ObjectId>();
      for (const { restaurantId } of batch)
        if (restaurantId) restaurantIds.set(String(restaurantId), restaurantId);
      const [links, names] = await Promise.all([
        this.mealTags.findByOwners(
          userId,
          batch.map((record) => record._id),
        ),
        this.restaurants.namesByIds(userId, [...restaurantIds.values()]),
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
