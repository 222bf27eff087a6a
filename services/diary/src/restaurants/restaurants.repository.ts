import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { FilterQuery, Model, Types } from 'mongoose';
import { insertIgnoringDuplicates } from '../common/insert-ignoring-duplicates';
import { NEWEST_FIRST } from '../common/list-conditions';
import { nameKeyOf } from '../common/name-key';
import { ownerFilter } from '../common/owner-filter';
import { findOwnedById } from '../common/owned-by-id';
import { idsOwned, streamOwned } from '../common/owned-records';
import { containsKey } from '../common/text-search';
import { ReviewVersions } from '../tag-links/review-versions';
import type { LocatedFields } from './restaurant-locations';
import { RestaurantRecord } from './restaurant.schema';

/** The fields a create or update writes (the owner and _id are set by the repository). */
export type RestaurantFields = Partial<
  Omit<RestaurantRecord, '_id' | 'userId' | 'createdAt' | 'updatedAt'>
>;

/** A restaurant as an import restores it, id and times kept (the owner and nameKey are set by the repository). */
export type RestoredRestaurant = Omit<RestaurantRecord, 'userId' | 'nameKey' | 'importedFrom'>;

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
/** Above this many ids, one read of the user's whole range beats a long `$in`. */
const MAX_IDS_FOR_IN_QUERY = 200;
/** Names are looked up this many at a time (`$in` lists stay short). */
const NAME_LOOKUP_BATCH = 500;
/** Imported places are written this many per `insertMany`. */
const INSERT_BATCH = 500;

/** The restaurants collection: the only class that reads or writes it; every query scoped by the owner. */
@Injectable()
export class RestaurantsRepository {
  constructor(
    @InjectModel(RestaurantRecord.name) private readonly restaurants: Model<RestaurantRecord>,
    private readonly reviewVersions: ReviewVersions,
  ) {}

  /** The user's restaurants matching every condition, newest first; at most `limit`. */
  list(
    userId: string,
    conditions: FilterQuery<RestaurantRecord>[],
    limit?: number,
  ): Promise<RestaurantRecord[]> {
    const query = this.restaurants.find(ownerFilter(userId, conditions)).sort(NEWEST_FIRST);
    if (limit !== undefined) query.limit(limit);
    return query.lean<RestaurantRecord[]>().exec();
  }

  /** The map's fields of the user's restaurants matching every condition, in no set order. */
  locations(userId: string, conditions: FilterQuery<RestaurantRecord>[]): Promise<LocatedFields[]> {
    return this.restaurants
      .find(ownerFilter(userId, conditions), {
        name: 1,
        isThumbsUp: 1,
        wantToGo: 1,
        lat: 1,
        long: 1,
      })
      .lean<LocatedFields[]>()
      .exec();
  }

  findById(userId: string, id: Types.ObjectId): Promise<RestaurantRecord | null> {
    return findOwnedById(this.restaurants, userId, id);
  }

  /** The user's restaurants among `ids`, in no set order; others' and unknown ids are absent. */
  findManyByIds(userId: string, ids: readonly Types.ObjectId[]): Promise<RestaurantRecord[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.restaurants
      .find({ userId, _id: { $in: ids } })
      .lean<RestaurantRecord[]>()
      .exec();
  }

  async exists(userId: string, id: Types.ObjectId): Promise<boolean> {
    return (await findOwnedById(this.restaurants, userId, id)) !== null;
  }

  /**
   * Names of the user's restaurants by id (FerretDB has no `$lookup`, so
   * meals are populated from this map). Unknown ids and other users'
   * restaurants are absent. A page's few ids are read one by one by `_id`,
   * the one filter FerretDB hands to SQLite (and the cheapest on PostgreSQL):
   * a query with the owner decodes every restaurant of the user in Go.
   */
  async namesByIds(userId: string, ids: readonly Types.ObjectId[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    if (ids.length <= MAX_IDS_READ_ONE_BY_ONE) {
      const found = await Promise.all(
        ids.map((id) =>
          this.restaurants
            .findById(id, { name: 1, userId: 1 })
            .lean<Pick<RestaurantRecord, '_id' | 'name' | 'userId'>>()
            .exec(),
        ),
      );
      return new Map(
        found
          .filter((restaurant) => restaurant?.userId === userId)
          .map((restaurant) => [restaurant!._id.toHexString(), restaurant!.name]),
      );
    }
    const filter = ids.length > MAX_IDS_FOR_IN_QUERY ? { userId } : { userId, _id: { $in: ids } };
    const found = await this.restaurants
      .find(filter, { name: 1 })
      .lean<Pick<RestaurantRecord, '_id' | 'name'>[]>()
      .exec();
    return new Map(found.map((restaurant) => [restaurant._id.toHexString(), restaurant.name]));
  }

  /** Ids of the user's restaurants whose name contains `text`, ignoring case. */
  async idsWithNameContaining(userId: string, text: string): Promise<Types.ObjectId[]> {
    const found = await this.restaurants
      .find({ userId, nameKey: containsKey(text) }, { _id: 1 })
      .lean<Pick<RestaurantRecord, '_id'>[]>()
      .exec();
    return found.map((restaurant) => restaurant._id);
  }

  /** One of the user's restaurants created from this Yelp business, if any. */
  findByYelpId(userId: string, yelpId: string): Promise<RestaurantRecord | null> {
    return this.restaurants.findOne({ userId, yelpId }).lean<RestaurantRecord>().exec();
  }

  async create(
    userId: string,
    id: Types.ObjectId,
    fields: RestaurantFields,
  ): Promise<RestaurantRecord> {
    const created = await this.restaurants.create({ ...fields, _id: id, userId });
    return created.toObject();
  }

  async update(
    userId: string,
    id: Types.ObjectId,
    fields: RestaurantFields,
  ): Promise<RestaurantRecord | null> {
    if (!(await this.exists(userId, id))) return null;
    const write = () =>
      this.restaurants
        .findOneAndUpdate({ _id: id }, { $set: fields }, { new: true })
        .lean<RestaurantRecord>()
        .exec();
    // A new name shows in the year's review, which is cached with the names.
    return fields.name === undefined ? write() : this.reviewVersions.writing(userId, write);
  }

  /**
   * A meal was logged at the restaurant: if it was saved for later, it is
   * visited now, first on the meal's day; a place already visited keeps its
   * date. Read and written by `_id` alone (see findOwnedById).
   */
  async markVisited(userId: string, id: Types.ObjectId, date: string): Promise<void> {
    const record = await findOwnedById(this.restaurants, userId, id);
    if (!record?.wantToGo) return;
    await this.restaurants.updateOne({ _id: id }, { $set: { wantToGo: false, date } }).exec();
  }

  /** The restaurant deleted, or null when the user has none by that id. */
  async delete(userId: string, id: Types.ObjectId): Promise<RestaurantRecord | null> {
    const record = await findOwnedById(this.restaurants, userId, id);
    if (!record) return null;
    const { deletedCount } = await this.restaurants.deleteOne({ _id: id }).exec();
    return deletedCount === 1 ? record : null;
  }

  /** Which of `nameKeys` name one of the user's restaurants (on { userId, nameKey }). */
  async existingNameKeys(userId: string, nameKeys: readonly string[]): Promise<Set<string>> {
    const unique = [...new Set(nameKeys)];
    const found = new Set<string>();
    for (let start = 0; start < unique.length; start += NAME_LOOKUP_BATCH) {
      const batch = unique.slice(start, start + NAME_LOOKUP_BATCH);
      const records = await this.restaurants
        .find({ userId, nameKey: { $in: batch } }, { nameKey: 1 })
        .lean<Pick<RestaurantRecord, 'nameKey'>[]>()
        .exec();
      for (const record of records) found.add(record.nameKey);
    }
    return found;
  }

  /**
   * Writes places imported from `origin` as the user's unrated restaurants, in
   * batches; answers their ids in order. Each place is made a millisecond
   * older than the one before it, so lists (newest first) show an import in
   * the order of its file.
   */
  async insertImported(
    userId: string,
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
          userId,
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
   * The user's restaurants imported from `origin` without a Yelp id, newest
   * first, matching `conditions` (the page's keyset position); at most
   * `limit`. Served by { userId, importedFrom, yelpId, date, createdAt, _id }.
   */
  importedWithoutYelp(
    userId: string,
    origin: string,
    conditions: FilterQuery<RestaurantRecord>[],
    limit: number,
  ): Promise<UnlinkedPlaceRecord[]> {
    return this.restaurants
      .find(this.importedWithoutYelpFilter(userId, origin, conditions), {
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

  countImportedWithoutYelp(userId: string, origin: string): Promise<number> {
    return this.restaurants
      .countDocuments(this.importedWithoutYelpFilter(userId, origin, []))
      .exec();
  }

  /**
   * Writes restored restaurants as they are (ids and times kept), skipping
   * those already stored; answers how many were written.
   */
  insertRestored(userId: string, restaurants: readonly RestoredRestaurant[]): Promise<number> {
    return insertIgnoringDuplicates(
      this.restaurants,
      restaurants.map((restaurant) => ({
        ...restaurant,
        userId,
        nameKey: nameKeyOf(restaurant.name),
      })),
    );
  }

  /** Ids of every restaurant of the user. */
  idsOf(userId: string): Promise<Types.ObjectId[]> {
    return idsOwned(this.restaurants, userId);
  }

  /** Every restaurant of the user, as stored, in no set order (the export). */
  streamOf(userId: string): AsyncIterable<RestaurantRecord> {
    return streamOwned(this.restaurants, userId);
  }

  count(userId: string): Promise<number> {
    return this.restaurants.countDocuments({ userId }).exec();
  }

  /** Account erasure. */
  async eraseOwner(userId: string): Promise<void> {
    await this.restaurants.deleteMany({ userId }).exec();
  }

  private importedWithoutYelpFilter(
    userId: string,
    origin: string,
    conditions: FilterQuery<RestaurantRecord>[],
  ): FilterQuery<RestaurantRecord> {
    return ownerFilter<RestaurantRecord>(userId, [
      // A Yelp id cleared to '' counts as none, as the restaurant pages read it.
      { importedFrom: origin, yelpId: { $in: [null, ''] } },
      ...conditions,
    ]);
  }
}
