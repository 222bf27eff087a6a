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
import type { DiaryRecordsPlan, ImportPlan, TagLink } from '../format/import-plan';
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
  /** The importer: every restored record is added by them; posts and categories are theirs. */
  userId: string;
  /** Where the export's personal diary goes: a diary the importer may write. */
  diaryId: string;
  /** The importer's own shared diary of that name (made when there is none): where a shared diary of the export goes. */
  sharedDiaryNamed: (name: string) => Promise<string>;
  authorization: string;
  archive: ImportArchive;
  media: MediaPhotosClient;
  categories: YelpCategoriesClient;
  onProgress: (percent: number) => void;
}

type Ids = Map<string, Types.ObjectId>;

/** What restoring one diary needs besides its records. */
interface DiaryTarget {
  diaryId: string;
  userId: string;
  /** The diary the records were exported from: restoring into it again recognises them. */
  sourceDiary: string;
  tally: ImportTally;
  photos: PhotoRestorer;
  progress: RestoreProgress;
}

/**
 * Writes an import plan, in link order (tags, restaurants, their tags, meals,
 * their tags; then posts and categories), so that every link points at a
 * record already written: the export's personal diary into the chosen diary,
 * each of its shared diaries into the importer's shared diary of that name.
 * Every step is idempotent: importing the same export again, or resuming a
 * run cut off, adds nothing twice. Each collection is written through its
 * repository, which keeps what goes with it (a meal's calendar month and
 * tallies, a name's key).
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
    const progress = progressOf(plan, request.onProgress);
    const target = { userId, tally, photos, progress };

    await this.restoreDiary(plan.records, {
      ...target,
      diaryId: request.diaryId,
      sourceDiary: plan.sourceAccount,
    });
    for (const shared of plan.sharedDiaries) {
      const diaryId = await request.sharedDiaryNamed(shared.name);
      await this.restoreDiary(shared.records, {
        ...target,
        diaryId,
        sourceDiary: shared.sourceDiary,
      });
      tally.sharedDiary(shared.name);
    }

    // Posts are the user's, not a diary's.
    const postOrigins = new RecordOrigins(this.origins, userId, plan.sourceAccount);
    for (const batch of batchesOf(plan.posts)) {
      await this.restoreBatch(
        'post',
        batch,
        postOrigins,
        new Map(),
        tally,
        this.posts,
        async (post, id) => ({
          _id: id,
          content: post.content,
          createdAt: dateOr(post.createdAt, new Date()),
        }),
        (documents) => this.posts.insertRestored(userId, documents),
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

  private async restoreDiary(records: DiaryRecordsPlan, target: DiaryTarget): Promise<void> {
    const { diaryId, userId, tally, photos, progress } = target;
    const origins = new RecordOrigins(this.origins, diaryId, target.sourceDiary);
    const tagIds = await this.restoreTags(diaryId, userId, records, tally);
    progress.passed(records.tags.length);

    const restaurantIds: Ids = new Map();
    for (const batch of batchesOf(records.restaurants)) {
      await this.restoreBatch(
        'restaurant',
        batch,
        origins,
        restaurantIds,
        tally,
        this.restaurants,
        (restaurant, id) => this.restaurantDocument(restaurant, id, photos),
        (documents) => this.restaurants.insertRestored(diaryId, userId, documents),
        (documents) => this.reserveYelpBusinesses(diaryId, documents, tally),
      );
      progress.passed(batch.length, imageCount(batch.map((r) => r.restaurantImages)));
    }
    await this.restoreLinks(
      this.restaurantTags,
      diaryId,
      userId,
      records.restaurantTags,
      restaurantIds,
      tagIds,
    );

    const mealIds: Ids = new Map();
    for (const batch of batchesOf(records.meals)) {
      await this.restoreBatch(
        'meal',
        batch,
        origins,
        mealIds,
        tally,
        this.meals,
        (meal, id) => this.mealDocument(meal, id, restaurantIds, photos),
        (documents) => this.meals.insertRestored(diaryId, userId, documents),
      );
      progress.passed(batch.length, imageCount(batch.map((m) => m.mealImages)));
    }
    await this.restoreLinks(this.mealTags, diaryId, userId, records.mealTags, mealIds, tagIds);
  }

  /** Tags are matched by name (case-insensitively), as the diary keeps them unique. */
  private async restoreTags(
    diaryId: string,
    userId: string,
    plan: DiaryRecordsPlan,
    tally: ImportTally,
  ): Promise<Ids> {
    const byKey = await this.tags.idsByNameKey(diaryId);
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
    const inserted = await this.tags.insertRestored(diaryId, userId, created);
    tally.added('tags', inserted);
    if (inserted < created.length) {
      // Another writer added some of these names meanwhile: link to theirs.
      const current = await this.tags.idsByNameKey(diaryId);
      for (const tag of plan.tags) {
        const key = nameKeyOf(tag.name);
        ids.set(tag.id, current.get(key) ?? byKey.get(key)!);
      }
    }
    return ids;
  }

  private async restoreBatch<T extends { id: string }, D>(
    kind: ImportedKind,
    batch: readonly T[],
    origins: RecordOrigins,
    ids: Ids,
    tally: ImportTally,
    records: OwnedIds,
    documentOf: (record: T, id: Types.ObjectId) => Promise<D>,
    insert: (documents: D[]) => Promise<number>,
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
    tally.added(countOf(kind), await insert(documents));
    origins.stored(
      kind,
      missing.map(([, id]) => id),
    );
  }

  private async restoreLinks(
    links: TagLinksRepository<unknown>,
    diaryId: string,
    userId: string,
    planned: readonly TagLink[],
    ownerIds: Ids,
    tagIds: Ids,
  ): Promise<void> {
    for (const batch of batchesOf(planned, RESTORE_BATCH_SIZE * 10)) {
      await links.insertMade(
        diaryId,
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
    diaryId: string,
    documents: RestoredRestaurant[],
    tally: ImportTally,
  ): Promise<void> {
    for (const document of documents) {
      if (!document.yelpId) continue;
      if (await this.yelpLinks.reserve(diaryId, document.yelpId, document._id)) {
        tally.skipped(
          `the Yelp link of restaurant "${document.name}"`,
          'another restaurant in the diary is from that Yelp business',
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

interface RestoreProgress {
  passed(records: number, photosPassed?: number): void;
}

function progressOf(plan: ImportPlan, report: (percent: number) => void): RestoreProgress {
  const diaries = [plan.records, ...plan.sharedDiaries.map((shared) => shared.records)];
  const photos = imageCount(
    diaries.flatMap((diary) => [
      ...diary.restaurants.map((restaurant) => restaurant.restaurantImages),
      ...diary.meals.map((meal) => meal.mealImages),
    ]),
  );
  const records = diaries.reduce(
    (sum, diary) => sum + diary.tags.length + diary.restaurants.length + diary.meals.length,
    0,
  );
  const total = Math.max(
    1,
    records + plan.posts.length + plan.categories.length + photos * PHOTO_WEIGHT,
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
