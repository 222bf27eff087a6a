import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { FilterQuery, Model, Types } from 'mongoose';
import { insertIgnoringDuplicates } from '../common/insert-ignoring-duplicates';
import { NEWEST_FIRST } from '../common/list-conditions';
import { nameKeyOf } from '../common/name-key';
import { diaryFilter } from '../common/diary-filter';
import { backfillPersonalDiaries } from '../common/personal-diary-backfill';
import { findInDiaryById, namesInDiaryById } from '../common/in-diary-by-id';
import { idsOfDiary, streamOfDiary } from '../common/diary-records';
import { containsKey } from '../common/text-search';
import { ReviewVersions } from '../tag-links/review-versions';
import type { LocatedFields } from './restaurant-locations';
import { RestaurantNamesCache } from './restaurant-names.cache';
import { RestaurantRecord } from './restaurant.schema';

/** The fields a create or update writes (the diary, the adder and _id are set by the repository). */
export type RestaurantFields = Partial<
  Omit<RestaurantRecord, '_id' | 'diaryId' | 'userId' | 'createdAt' | 'updatedAt'>
>;

/**
 * A restaurant as an import restores it, id and times kept (the diary, the
 * adder and nameKey are set by the repository).
 */
export type RestoredRestaurant = Omit<
  RestaurantRecord,
  'diaryId' | 'userId' | 'nameKey' | 'importedFrom'
>;

/** The fields a place imported from a list is written with (the rest take the schema's defaults). */
export interface ImportedPlaceFields {
  name: string;
  notes: string;
  mapsUrl: string;
  date: string;
  wantToGo: boolean;
}

export type UnlinkedPlaceRecord = Pick<
  RestaurantRecord,
  '_id' | 'name' | 'notes' | 'mapsUrl' | 'date' | 'createdAt'
>;

/** Up to this many ids (a page of a list), names are read one restaurant at a time by `_id`. */
const MAX_IDS_READ_ONE_BY_ONE = 50;
/** Above this many ids, one read of the diary's whole range beats a long `$in`. */
const MAX_IDS_FOR_IN_QUERY = 200;
/** Names are looked up this many at a time (`$in` lists stay short). */
const NAME_LOOKUP_BATCH = 500;
/** Imported places are written this many per `insertMany`. */
const INSERT_BATCH = 500;

/** The restaurants collection: the only class that reads or writes it; every query scoped by the diary. */
@Injectable()
export class RestaurantsRepository {
  constructor(
    @InjectModel(RestaurantRecord.name) private readonly restaurants: Model<RestaurantRecord>,
    private readonly reviewVersions: ReviewVersions,
    private readonly names: RestaurantNamesCache,
  ) {}

  /** The diary's restaurants matching every condition, newest first; at most `limit`. */
  list(
    diaryId: string,
    conditions: FilterQuery<RestaurantRecord>[],
    limit?: number,
  ): Promise<RestaurantRecord[]> {
    const query = this.restaurants.find(diaryFilter(diaryId, conditions)).sort(NEWEST_FIRST);
    if (limit !== undefined) query.limit(limit);
    return query.lean<RestaurantRecord[]>().exec();
  }

  /** The map's fields of the diary's restaurants matching every condition, in no set order. */
  locations(
    diaryId: string,
    conditions: FilterQuery<RestaurantRecord>[],
  ): Promise<LocatedFields[]> {
    return this.restaurants
      .find(diaryFilter(diaryId, conditions), {
        name: 1,
        isThumbsUp: 1,
        wantToGo: 1,
        lat: 1,
        long: 1,
      })
      .lean<LocatedFields[]>()
      .exec();
  }

  findById(diaryId: string, id: Types.ObjectId): Promise<RestaurantRecord | null> {
    return findInDiaryById(this.restaurants, diaryId, id);
  }

  /** One restaurant by `_id`, whatever its diary: the caller checks the diary (DiaryRecordsAccess). */
  findAnyById(id: Types.ObjectId): Promise<RestaurantRecord | null> {
    return this.restaurants.findById(id).lean<RestaurantRecord>().exec();
  }

  /** The diary's restaurants among `ids`, in no set order; others' and unknown ids are absent. */
  findManyByIds(diaryId: string, ids: readonly Types.ObjectId[]): Promise<RestaurantRecord[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.restaurants
      .find({ diaryId, _id: { $in: ids } })
      .lean<RestaurantRecord[]>()
      .exec();
  }

  async exists(diaryId: string, id: Types.ObjectId): Promise<boolean> {
    return (await findInDiaryById(this.restaurants, diaryId, id)) !== null;
  }

  /**
   * Names of the diary's restaurants by id (FerretDB has no `$lookup`, so
   * meals are populated from this map). Unknown ids and other diaries'
   * restaurants are absent. A page's few ids are read one by one by `_id`,
   * the one filter FerretDB hands to SQLite (and the cheapest on PostgreSQL):
   * a query with the diary decodes every restaurant of the diary in Go.
   * Names read once are kept in RestaurantNamesCache until the next rename.
   */
  namesByIds(diaryId: string, ids: readonly Types.ObjectId[]): Promise<Map<string, string>> {
    return this.names.valuesOf(diaryId, ids, (missing) => this.readNamesByIds(diaryId, missing));
  }

  private async readNamesByIds(
    diaryId: string,
    ids: readonly Types.ObjectId[],
  ): Promise<Map<string, string>> {
    if (ids.length <= MAX_IDS_READ_ONE_BY_ONE)
      return namesInDiaryById(this.restaurants, diaryId, ids);
    const filter = ids.length > MAX_IDS_FOR_IN_QUERY ? { diaryId } : { diaryId, _id: { $in: ids } };
    const found = await this.restaurants
      .find(filter, { name: 1 })
      .lean<Pick<RestaurantRecord, '_id' | 'name'>[]>()
      .exec();
    return new Map(found.map((restaurant) => [restaurant._id.toHexString(), restaurant.name]));
  }

  /** Ids of the diary's restaurants whose name contains `text`, ignoring case. */
  async idsWithNameContaining(diaryId: string, text: string): Promise<Types.ObjectId[]> {
    const found = await this.restaurants
      .find({ diaryId, nameKey: containsKey(text) }, { _id: 1 })
      .lean<Pick<RestaurantRecord, '_id'>[]>()
      .exec();
    return found.map((restaurant) => restaurant._id);
  }

  /** One of the diary's restaurants created from this Yelp business, if any. */
  findByYelpId(diaryId: string, yelpId: string): Promise<RestaurantRecord | null> {
    return this.restaurants.findOne({ diaryId, yelpId }).lean<RestaurantRecord>().exec();
  }

  /** A new restaurant of the diary, added by `userId`. */
  async create(
    diaryId: string,
    userId: string,
    id: Types.ObjectId,
    fields: RestaurantFields,
  ): Promise<RestaurantRecord> {
    const created = await this.restaurants.create({ ...fields, _id: id, diaryId, userId });
    return created.toObject();
  }

  async update(
    diaryId: string,
    id: Types.ObjectId,
    fields: RestaurantFields,
  ): Promise<RestaurantRecord | null> {
    if (!(await this.exists(diaryId, id))) return null;
    const write = () =>
      this.restaurants
        .findOneAndUpdate({ _id: id }, { $set: fields }, { new: true })
        .lean<RestaurantRecord>()
        .exec();
    // A new name shows in the year's review and in the lists, both cached with the names.
    return fields.name === undefined
      ? write()
      : this.names.writing(diaryId, () => this.reviewVersions.writing(diaryId, write));
  }

  /**
   * A meal was logged at the restaurant: if it was saved for later, it is
   * visited now, first on the meal's day; a place already visited keeps its
   * date. Read and written by `_id` alone (see findInDiaryById).
   */
  async markVisited(diaryId: string, id: Types.ObjectId, date: string): Promise<void> {
    const record = await findInDiaryById(this.restaurants, diaryId, id);
    if (!record?.wantToGo) return;
    await this.restaurants.updateOne({ _id: id }, { $set: { wantToGo: false, date } }).exec();
  }

  /**
   * Moves the restaurant from `sourceDiaryId` to `targetDiaryId` (RestaurantMoves
   * checked both); null when it is no longer in the source (moved or deleted
   * meanwhile). Both diaries' reviews and cached names name restaurants, so
   * both move on (a name cached in the source must not outlive a move back).
   */
  moveTo(
    sourceDiaryId: string,
    targetDiaryId: string,
    id: Types.ObjectId,
  ): Promise<RestaurantRecord | null> {
    const move = () =>
      this.restaurants
        .findOneAndUpdate(
          { _id: id, diaryId: sourceDiaryId },
          { $set: { diaryId: targetDiaryId } },
          { new: true },
        )
        .lean<RestaurantRecord>()
        .exec();
    return this.names.writing(sourceDiaryId, () =>
      this.names.writing(targetDiaryId, () =>
        this.reviewVersions.writing(sourceDiaryId, () =>
          this.reviewVersions.writing(targetDiaryId, move),
        ),
      ),
    );
  }

  /** The restaurant deleted, or null when the diary has none by that id. */
  async delete(diaryId: string, id: Types.ObjectId): Promise<RestaurantRecord | null> {
    const record = await findInDiaryById(this.restaurants, diaryId, id);
    if (!record) return null;
    const { deletedCount } = await this.names.writing(diaryId, () =>
      this.restaurants.deleteOne({ _id: id }).exec(),
    );
    return deletedCount === 1 ? record : null;
  }

  /** Which of `nameKeys` name one of the diary's restaurants (on { diaryId, nameKey }). */
  async existingNameKeys(diaryId: string, nameKeys: readonly string[]): Promise<Set<string>> {
    const unique = [...new Set(nameKeys)];
    const found = new Set<string>();
    for (let start = 0; start < unique.length; start += NAME_LOOKUP_BATCH) {
      const batch = unique.slice(start, start + NAME_LOOKUP_BATCH);
      const records = await this.restaurants
        .find({ diaryId, nameKey: { $in: batch } }, { nameKey: 1 })
        .lean<Pick<RestaurantRecord, 'nameKey'>[]>()
        .exec();
      for (const record of records) found.add(record.nameKey);
    }
    return found;
  }

  /**
   * Writes places imported from `origin` as the diary's unrated restaurants, in
   * batches; answers their ids in order. Each place is made a millisecond
   * older than the one before it, so lists (newest first) show an import in
   * the order of its file.
   */
  async insertImported(
    diaryId: string,
    origin: string,
    places: readonly ImportedPlaceFields[],
    importedAt: Date,
  ): Promise<Types.ObjectId[]> {
    const ids: Types.ObjectId[] = [];
    for (let start = 0; start < places.length; start += INSERT_BATCH) {
      const batch = places.slice(start, start + INSERT_BATCH).map((place, offset) => {
        const createdAt = new Date(importedAt.getTime() - start - offset);
        return {
          ...place,
          nameKey: nameKeyOf(place.name),
          // Imports write the personal diary, whose id is its user's.
          diaryId,
          userId: diaryId,
          isThumbsUp: null,
          importedFrom: origin,
          createdAt,
          updatedAt: createdAt,
        };
      });
      const inserted = await this.restaurants.insertMany(batch, { ordered: true, lean: false });
      ids.push(...inserted.map((record) => record._id));
    }
    return ids;
  }

  /**
   * The diary's restaurants imported from `origin` without a Yelp id, newest
   * first, matching `conditions` (the page's keyset position); at most
   * `limit`. Served by { diaryId, importedFrom, yelpId, date, createdAt, _id }.
   */
  importedWithoutYelp(
    diaryId: string,
    origin: string,
    conditions: FilterQuery<RestaurantRecord>[],
    limit: number,
  ): Promise<UnlinkedPlaceRecord[]> {
    return this.restaurants
      .find(this.importedWithoutYelpFilter(diaryId, origin, conditions), {
        name: 1,
        notes: 1,
        mapsUrl: 1,
        date: 1,
        createdAt: 1,
      })
      .sort(NEWEST_FIRST)
      .limit(limit)
      .lean<UnlinkedPlaceRecord[]>()
      .exec();
  }

  countImportedWithoutYelp(diaryId: string, origin: string): Promise<number> {
    return this.restaurants
      .countDocuments(this.importedWithoutYelpFilter(diaryId, origin, []))
      .exec();
  }

  /**
   * Writes restored restaurants as they are (ids and times kept), skipping
   * those already stored; answers how many were written.
   */
  /** An import's restaurants, added to the diary by `userId`; a record already stored is skipped. */
  insertRestored(
    diaryId: string,
    userId: string,
    restaurants: readonly RestoredRestaurant[],
  ): Promise<number> {
    return insertIgnoringDuplicates(
      this.restaurants,
      restaurants.map((restaurant) => ({
        ...restaurant,
        diaryId,
        userId,
        nameKey: nameKeyOf(restaurant.name),
      })),
    );
  }

  /** Ids of every restaurant of the diary. */
  idsOf(diaryId: string): Promise<Types.ObjectId[]> {
    return idsOfDiary(this.restaurants, diaryId);
  }

  /** Every restaurant of the diary, as stored, in no set order (the export). */
  streamOf(diaryId: string): AsyncIterable<RestaurantRecord> {
    return streamOfDiary(this.restaurants, diaryId);
  }

  count(diaryId: string): Promise<number> {
    return this.restaurants.countDocuments({ diaryId }).exec();
  }

  /** Account erasure: the personal diary's restaurants (its id is the diary's). */
  async eraseOwner(diaryId: string): Promise<void> {
    await this.restaurants.deleteMany({ diaryId }).exec();
    await this.names.forget(diaryId);
  }

  /** Upgrade: restaurants stored before diaries move into their user's personal diary. */
  backfillDiaryIds(): Promise<number> {
    return backfillPersonalDiaries(this.restaurants);
  }

  private importedWithoutYelpFilter(
    diaryId: string,
    origin: string,
    conditions: FilterQuery<RestaurantRecord>[],
  ): FilterQuery<RestaurantRecord> {
    return diaryFilter<RestaurantRecord>(diaryId, [
      // A Yelp id cleared to '' counts as none, as the restaurant pages read it.
      { importedFrom: origin, yelpId: { $in: [null, ''] } },
      ...conditions,
    ]);
  }
}
