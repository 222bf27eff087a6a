import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { FilterQuery, Model, Types } from 'mongoose';
import { NEWEST_FIRST } from '../../common/list-conditions';
import { ownerFilter } from '../../common/owner-filter';
import { RestaurantRecord } from '../../restaurants/restaurant.schema';

/** What the restaurants collection records as the origin of a Google Maps import. */
export const GOOGLE_MAPS_ORIGIN = 'google-maps';

/** Names are looked up this many at a time (`$in` lists stay short). */
const NAME_LOOKUP_BATCH = 500;
/** Restaurants are written this many per `insertMany`. */
const INSERT_BATCH = 500;

/** The fields an imported place is written with (the rest take the schema's defaults). */
export interface ImportedPlaceFields {
  name: string;
  nameKey: string;
  notes: string;
  mapsUrl: string;
  date: string;
}

export type UnlinkedPlaceRecord = Pick<
  RestaurantRecord,
  '_id' | 'name' | 'notes' | 'mapsUrl' | 'date' | 'createdAt'
>;

/** The restaurants collection as the Google Maps import reads and writes it; every query scoped by the owner. */
@Injectable()
export class ImportedPlacesRepository {
  constructor(
    @InjectModel(RestaurantRecord.name) private readonly restaurants: Model<RestaurantRecord>,
  ) {}

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
   * Writes the places as the user's unrated restaurants, in batches; answers
   * their ids in order. Each place is made a millisecond older than the one
   * before it, so lists (newest first) show an import in the order of its file.
   */
  async insert(
    userId: string,
    places: readonly ImportedPlaceFields[],
    importedAt: Date,
  ): Promise<Types.ObjectId[]> {
    const ids: Types.ObjectId[] = [];
    for (let start = 0; start < places.length; start += INSERT_BATCH) {
      const batch = places.slice(start, start + INSERT_BATCH).map((place, offset) => {
        const createdAt = new Date(importedAt.getTime() - start - offset);
        return {
          ...place,
          userId,
          isThumbsUp: null,
          importedFrom: GOOGLE_MAPS_ORIGIN,
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
   * The user's imported restaurants without a Yelp id, newest first, matching
   * `conditions` (the page's keyset position); at most `limit`. Served by
   * { userId, importedFrom, yelpId, date, createdAt, _id }.
   */
  unlinked(
    userId: string,
    conditions: FilterQuery<RestaurantRecord>[],
    limit: number,
  ): Promise<UnlinkedPlaceRecord[]> {
    return this.restaurants
      .find(this.unlinkedFilter(userId, conditions), {
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

  countUnlinked(userId: string): Promise<number> {
    return this.restaurants.countDocuments(this.unlinkedFilter(userId, [])).exec();
  }

  private unlinkedFilter(
    userId: string,
    conditions: FilterQuery<RestaurantRecord>[],
  ): FilterQuery<RestaurantRecord> {
    return ownerFilter<RestaurantRecord>(userId, [
      // A Yelp id cleared to '' counts as none, as the restaurant pages read it.
      { importedFrom: GOOGLE_MAPS_ORIGIN, yelpId: { $in: [null, ''] } },
      ...conditions,
    ]);
  }
}
