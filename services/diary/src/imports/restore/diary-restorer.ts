import { Injectable } from '@nestjs/common';
import type { ImportSummary } from '@dd/contracts';
import { Types } from 'mongoose';
import { nameKeyOf } from '../../common/name-key';
import { mapConcurrently } from '../../common/map-concurrently';
import { OwnImageUrls } from '../../images/own-image-urls';
import { MealsRepository, type RestoredMeal } from '../../meals/meals.repository';
import { PostsRepository } from '../../posts/posts.repository';
import {
  RestaurantsRepository,
  type RestoredRestaurant,
} from '../../restaurants/restaurants.repository';
import { YelpBusinessLinks } from '../../restaurants/yelp-claims/yelp-business-links';
import {
  MealTagsRepository,
  RestaurantTagsRepository,
  type TagLinksRepository,
} from '../../tag-links/tag-links.repository';
import { type RestoredTag, TagsRepository } from '../../tags/tags.repository';
import type { MediaPhotosClient } from '../../upstream/media-photos.client';
import type { YelpCategoriesClient } from '../../upstream/yelp-categories.client';
import type { ImportArchive } from '../archive/import-archive';
import type { ImportedMeal, ImportedRestaurant } from '../format/diary-import.schema';
import type { ImportPlan, TagLink } from '../format/import-plan';
import type { ImportedKind } from './import-origin.schema';
import { ImportOriginsRepository } from './import-origins.repository';
import { ImportTally } from './import-tally';
import { PhotoRestorer } from './photo-restorer';
import { type OwnedIds, RecordOrigins, type ResolvedRecord } from './record-origins';

/** Records written per round trip; each batch's photos are uploaded before its records are written. */
export const RESTORE_BATCH_SIZE = 500;
/** Photos sent to media at once: it sanitizes each, and holds one in memory per upload. */
const PHOTO_UPLOADS_AT_ONCE = 3;

export interface RestoreRequest {
  userId: string;
  authorization: string;
  archive: ImportArchive;
  media: MediaPhotosClient;
  categories: YelpCategoriesClient;
  onProgress: (percent: number) => void;
}

type Ids = Map<string, Types.ObjectId>;

/** The owner of one kind of record: where a batch of it is looked up and written. */
interface RestoredRecords<D> extends OwnedIds {
  insertRestored(userId: string, documents: readonly D[]): Promise<number>;
}

/**
 * Writes an import plan into one user's diary, in link order (tags,
 * restaurants, their tags, meals, their tags, posts, categories), so that
 * every link points at a record already written. Every step is idempotent:
 * importing the same export again, or resuming a run cut off, adds nothing twice.
 * Each collection is written through its repository, which keeps what goes
 * with it (a meal's calendar month and tallies, a name's key).
 */
@Injectable()
export class DiaryRestorer {
  constructor(
    private readonly restaurants: RestaurantsRepository,
    private readonly meals: MealsRepository,
    private readonly tags: TagsRepository,
    private readonly restaurantTags: RestaurantTagsRepository,
    private readonly mealTags: MealTagsRepository,
    private readonly posts: PostsRepository,
    private readonly origins: ImportOriginsRepository,
    private readonly yelpLinks: YelpBusinessLinks,
    private readonly imageUrls: OwnImageUrls,
  ) {}

  async restore(plan: ImportPlan, request: RestoreRequest): Promise<ImportSummary> {
    const { userId } = request;
    const tally = new ImportTally();
    for (const { item, reason } of plan.skips) tally.skipped(item, reason);
    const photos = new PhotoRestorer(
      request.archive,
      request.media,
      request.authorization,
      tally,
      this.imageUrls,
    );
    const origins = new RecordOrigins(this.origins, userId, plan.sourceAccount);
    const progress = progressOf(plan, request.onProgress);

    const tagIds = await this.restoreTags(userId, plan, tally);
    progress.passed(plan.tags.length);

    const restaurantIds: Ids = new Map();
    for (const batch of batchesOf(plan.restaurants)) {
      await this.restoreBatch(
        userId,
        'restaurant',
        batch,
        origins,
        restaurantIds,
        tally,
        this.restaurants,
        (restaurant, id) => this.restaurantDocument(restaurant, id, photos),
        (documents) => this.reserveYelpBusinesses(userId, documents, tally),
      );
      progress.passed(batch.length, imageCount(batch.map((r) => r.restaurantImages)));
    }
    await this.restoreLinks(
      this.restaurantTags,
      userId,
      plan.restaurantTags,
      restaurantIds,
      tagIds,
    );

    const mealIds: Ids = new Map();
    for (const batch of batchesOf(plan.meals)) {
      await this.restoreBatch(
        userId,
        'meal',
        batch,
        origins,
        mealIds,
        tally,
        this.meals,
        (meal, id) => this.mealDocument(meal, id, restaurantIds, photos),
      );
      progress.passed(batch.length, imageCount(batch.map((m) => m.mealImages)));
    }
    await this.restoreLinks(this.mealTags, userId, plan.mealTags, mealIds, tagIds);

    for (const batch of batchesOf(plan.posts)) {
      await this.restoreBatch(
        userId,
        'post',
        batch,
        origins,
        new Map(),
        tally,
        this.posts,
        async (post, id) => ({
          _id: id,
          content: post.content,
          createdAt: dateOr(post.createdAt, new Date()),
        }),
      );
      progress.passed(batch.length);
    }

    for (const name of plan.categories) {
      try {
        if (await request.categories.add(request.authorization, name)) tally.added('categories');
        else tally.found('categories');
      } catch {
        tally.skipped(`category "${name}"`, 'categories could not be added right now');
      }
      progress.passed(1);
    }
    return tally.summary();
  }

  /** Tags are matched by name (case-insensitively), as the diary keeps them unique. */
  private async restoreTags(userId: string, plan: ImportPlan, tally: ImportTally): Promise<Ids> {
    const byKey = await this.tags.idsByNameKey(userId);
    const now = new Date();
    const created: RestoredTag[] = [];
    const ids: Ids = new Map();
    for (const tag of plan.tags) {
      const key = nameKeyOf(tag.name);
      let id = byKey.get(key);
      if (id) tally.found('tags');
      else {
        id = new Types.ObjectId();
        byKey.set(key, id);
        created.push({ _id: id, name: tag.name, createdAt: now, updatedAt: now });
      }
      ids.set(tag.id, id);
    }
    const inserted = await this.tags.insertRestored(userId, created);
    tally.added('tags', inserted);
    if (inserted < created.length) {
      // Another writer added some of these names meanwhile: link to theirs.
      const current = await this.tags.idsByNameKey(userId);
      for (const tag of plan.tags) {
        const key = nameKeyOf(tag.name);
        ids.set(tag.id, current.get(key) ?? byKey.get(key)!);
      }
    }
    return ids;
  }

  private async restoreBatch<T extends { id: string }, D>(
    userId: string,
    kind: ImportedKind,
    batch: readonly T[],
    origins: RecordOrigins,
    ids: Ids,
    tally: ImportTally,
    records: RestoredRecords<D>,
    documentOf: (record: T, id: Types.ObjectId) => Promise<D>,
    beforeInsert?: (documents: D[]) => Promise<void>,
  ): Promise<void> {
    const resolved: Map<string, ResolvedRecord> = await origins.resolve(
      kind,
      batch.map((record) => record.id),
      records,
    );
    const missing: [T, Types.ObjectId][] = [];
    for (const record of batch) {
      const { targetId, exists } = resolved.get(record.id)!;
      ids.set(record.id, targetId);
      if (exists) tally.found(countOf(kind));
      else missing.push([record, targetId]);
    }
    // A few at a time: building a document may upload its photos.
    const documents = await mapConcurrently(missing, PHOTO_UPLOADS_AT_ONCE, ([record, id]) =>
      documentOf(record, id),
    );
    await beforeInsert?.(documents);
    tally.added(countOf(kind), await records.insertRestored(userId, documents));
    origins.stored(
      kind,
      missing.map(([, id]) => id),
    );
  }

  private async restoreLinks(
    links: TagLinksRepository<unknown>,
    userId: string,
    planned: readonly TagLink[],
    ownerIds: Ids,
    tagIds: Ids,
  ): Promise<void> {
    for (const batch of batchesOf(planned, RESTORE_BATCH_SIZE * 10)) {
      await links.insertRestored(
        userId,
        batch.map((link) => ({
          ownerId: ownerIds.get(link.ownerId)!,
          tagId: tagIds.get(link.tagId)!,
        })),
      );
    }
  }

  /**
   * Claims each new restaurant's Yelp business just before the batch is
   * written (its photos are uploaded by then). A business the user's diary
   * already has stays with that restaurant: the imported one keeps no Yelp link.
   */
  private async reserveYelpBusinesses(
    userId: string,
    documents: RestoredRestaurant[],
    tally: ImportTally,
  ): Promise<void> {
    for (const document of documents) {
      if (!document.yelpId) continue;
      if (await this.yelpLinks.reserve(userId, document.yelpId, document._id)) {
        tally.skipped(
          `the Yelp link of restaurant "${document.name}"`,
          'another restaurant in your diary is from that Yelp business',
        );
        document.yelpId = null;
      }
    }
  }

  private async restaurantDocument(
    restaurant: ImportedRestaurant,
    id: Types.ObjectId,
    photos: PhotoRestorer,
  ): Promise<RestoredRestaurant> {
    const createdAt = dateOr(restaurant.createdAt, new Date());
    return {
      _id: id,
      name: restaurant.name,
      address: restaurant.address,
      phone: restaurant.phone,
      website: restaurant.website,
      cuisine: restaurant.cuisine,
      mapsUrl: restaurant.mapsUrl,
      notes: restaurant.notes,
      date: restaurant.date,
      isThumbsUp: restaurant.isThumbsUp,
      wantToGo: restaurant.wantToGo,
      yelpId: restaurant.yelpId,
      lat: restaurant.lat,
      long: restaurant.long,
      restaurantImages: await photos.restore(
        restaurant.restaurantImages,
        `restaurant "${restaurant.name}"`,
      ),
      imageUrl: null,
      createdAt,
      updatedAt: dateOr(restaurant.updatedAt, createdAt),
    };
  }

  private async mealDocument(
    meal: ImportedMeal,
    id: Types.ObjectId,
    restaurantIds: Ids,
    photos: PhotoRestorer,
  ): Promise<RestoredMeal> {
    const createdAt = dateOr(meal.createdAt, new Date());
    return {
      _id: id,
      name: meal.name,
      restaurantId: meal.restaurantId ? (restaurantIds.get(meal.restaurantId) ?? null) : null,
      date: meal.date,
      isThumbsUp: meal.isThumbsUp,
      notes: meal.notes,
      mealImages: await photos.restore(meal.mealImages, `meal "${meal.name}" (${meal.date})`),
      imageUrl: null,
      price: meal.price,
      companions: meal.companions,
      createdAt,
      updatedAt: dateOr(meal.updatedAt, createdAt),
    };
  }
}

function countOf(kind: ImportedKind): 'restaurants' | 'meals' | 'posts' {
  return kind === 'restaurant' ? 'restaurants' : kind === 'meal' ? 'meals' : 'posts';
}

function dateOr(iso: string | null | undefined, fallback: Date): Date {
  return iso ? new Date(iso) : fallback;
}

function* batchesOf<T>(records: readonly T[], size = RESTORE_BATCH_SIZE): Generator<T[]> {
  for (let start = 0; start < records.length; start += size)
    yield records.slice(start, start + size);
}

function imageCount(lists: readonly (readonly { photo: string | null }[])[]): number {
  return lists.reduce((sum, images) => sum + images.filter((image) => image.photo).length, 0);
}

/** A photo costs about as much as a few records (it is read, sent and sanitized). */
const PHOTO_WEIGHT = 5;

function progressOf(plan: ImportPlan, report: (percent: number) => void) {
  const photos = imageCount([
    ...plan.restaurants.map((restaurant) => restaurant.restaurantImages),
    ...plan.meals.map((meal) => meal.mealImages),
  ]);
  const total = Math.max(
    1,
    plan.tags.length +
      plan.restaurants.length +
      plan.meals.length +
      plan.posts.length +
      plan.categories.length +
      photos * PHOTO_WEIGHT,
  );
  let done = 0;
  let reported = -1;
  return {
    passed(records: number, photosPassed = 0): void {
      done += records + photosPassed * PHOTO_WEIGHT;
      const percent = Math.min(99, Math.floor((done / total) * 100));
      if (percent !== reported) {
        reported = percent;
        report(percent);
      }
    },
  };
}
