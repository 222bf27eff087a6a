import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { FilterQuery, Model, Types } from 'mongoose';
import { NEWEST_FIRST } from '../common/list-conditions';
import { ownerFilter } from '../common/owner-filter';
import { findOwnedById } from '../common/owned-by-id';
import { containsKey } from '../common/text-search';
import type { LocatedFields } from './restaurant-locations';
import { RestaurantRecord } from './restaurant.schema';

/** The fields a create or update writes (the owner and _id are set by the repository). */
export type RestaurantFields = Partial<
  Omit<RestaurantRecord, '_id' | 'userId' | 'createdAt' | 'updatedAt'>
>;

/** Up to this many ids (a page of a list), names are read one restaurant at a time by `_id`. */
const MAX_IDS_READ_ONE_BY_ONE = 50;
/** Above this many ids, one read of the user's whole range beats a long `$in`. */
const MAX_IDS_FOR_IN_QUERY = 200;

@Injectable()
export class RestaurantsRepository {
  constructor(
    @InjectModel(RestaurantRecord.name) private readonly restaurants: Model<RestaurantRecord>,
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
      .find(ownerFilter(userId, conditions), { name: 1, isThumbsUp: 1, lat: 1, long: 1 })
      .lean<LocatedFields[]>()
      .exec();
  }

  findById(userId: string, id: Types.ObjectId): Promise<RestaurantRecord | null> {
    return findOwnedById(this.restaurants, userId, id);
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
    return this.restaurants
      .findOneAndUpdate({ _id: id }, { $set: fields }, { new: true })
      .lean<RestaurantRecord>()
      .exec();
  }

  /** The restaurant deleted, or null when the user has none by that id. */
  async delete(userId: string, id: Types.ObjectId): Promise<RestaurantRecord | null> {
    const record = await findOwnedById(this.restaurants, userId, id);
    if (!record) return null;
    const { deletedCount } = await this.restaurants.deleteOne({ _id: id }).exec();
    return deletedCount === 1 ? record : null;
  }
}
