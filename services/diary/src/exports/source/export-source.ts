import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { MealRecord } from '../../meals/meal.schema';
import { PostRecord } from '../../posts/post.schema';
import { RestaurantRecord } from '../../restaurants/restaurant.schema';
import { MealTagRecord, RestaurantTagRecord } from '../../tag-links/tag-link.schema';
import { TagRecord } from '../../tags/tag.schema';

/** Records are read in batches of this many, with their links: memory does not grow with the diary. */
export const EXPORT_BATCH_SIZE = 500;

/**
 * Documents per round trip of the big cursors. Unsorted on purpose: FerretDB
 * sorts in memory, again for every batch of a sorted cursor, which made a
 * 10,000-meal export several times slower; the export needs no order.
 */
const CURSOR_BATCH_SIZE = 5000;

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

/** Reads one user's diary for an export; every query is scoped by the owner and served by an index. */
@Injectable()
export class ExportSource {
  constructor(
    @InjectModel(RestaurantRecord.name) private readonly restaurants: Model<RestaurantRecord>,
    @InjectModel(MealRecord.name) private readonly meals: Model<MealRecord>,
    @InjectModel(TagRecord.name) private readonly tags: Model<TagRecord>,
    @InjectModel(RestaurantTagRecord.name)
    private readonly restaurantTags: Model<RestaurantTagRecord>,
    @InjectModel(MealTagRecord.name) private readonly mealTags: Model<MealTagRecord>,
    @InjectModel(PostRecord.name) private readonly posts: Model<PostRecord>,
  ) {}

  async counts(userId: string): Promise<RecordCounts> {
    const [restaurants, meals] = await Promise.all([
      this.restaurants.countDocuments({ userId }).exec(),
      this.meals.countDocuments({ userId }).exec(),
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
    return this.tags.find({ userId }).sort({ nameKey: 1 }).lean<TagRecord>().cursor();
  }

  restaurantTagsOf(userId: string): AsyncIterable<RestaurantTagRecord> {
    return this.restaurantTags.find({ userId }).lean<RestaurantTagRecord>().cursor();
  }

  mealTagsOf(userId: string): AsyncIterable<MealTagRecord> {
    return this.mealTags.find({ userId }).lean<MealTagRecord>().cursor();
  }

  postsOf(userId: string): AsyncIterable<PostRecord> {
    return this.posts.find({ userId }).sort({ createdAt: -1, _id: -1 }).lean<PostRecord>().cursor();
  }

  /** The user's restaurants, as stored, each with the ids of its tags. */
  async *restaurantBatches(userId: string): AsyncGenerator<RestaurantWithTags[]> {
    const cursor = this.restaurants
      .find({ userId })
      .batchSize(CURSOR_BATCH_SIZE)
      .lean<RestaurantRecord>()
      .cursor();
    for await (const batch of batchesOf(cursor)) {
      const links = await this.restaurantTags
        .find({ userId, restaurantId: { $in: batch.map((record) => record._id) } })
        .lean<RestaurantTagRecord[]>()
        .exec();
      const tagIds = groupTagIds(links.map((link) => [link.restaurantId, link.tagId]));
      yield batch.map((record) => ({ record, tagIds: tagIds.get(String(record._id)) ?? [] }));
    }
  }

  /** The user's meals, as stored, each with its restaurant's name and the ids of its tags. */
  async *mealBatches(userId: string): AsyncGenerator<MealWithLinks[]> {
    const cursor = this.meals
      .find({ userId })
      .batchSize(CURSOR_BATCH_SIZE)
      .lean<MealRecord>()
      .cursor();
    for await (const batch of batchesOf(cursor)) {
      const restaurantIds = [
        ...new Set(batch.flatMap((meal) => (meal.restaurantId ? [String(meal.restaurantId)] : []))),
      ];
      const [links, restaurants] = await Promise.all([
        this.mealTags
          .find({ userId, mealId: { $in: batch.map((record) => record._id) } })
          .lean<MealTagRecord[]>()
          .exec(),
        restaurantIds.length === 0
          ? Promise.resolve([])
          : this.restaurants
              .find({ _id: { $in: restaurantIds }, userId }, { name: 1 })
              .lean<Pick<RestaurantRecord, '_id' | 'name'>[]>()
              .exec(),
      ]);
      const names = new Map(
        restaurants.map((restaurant) => [String(restaurant._id), restaurant.name]),
      );
      const tagIds = groupTagIds(links.map((link) => [link.mealId, link.tagId]));
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

function groupTagIds(links: [Types.ObjectId, Types.ObjectId][]): Map<string, string[]> {
  const grouped = new Map<string, string[]>();
  for (const [ownerId, tagId] of links) {
    const key = String(ownerId);
    grouped.set(key, [...(grouped.get(key) ?? []), String(tagId)]);
  }
  return grouped;
}
