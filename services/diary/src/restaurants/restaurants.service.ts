import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  CreateRestaurantInput,
  Restaurant,
  RestaurantListQuery,
  RestaurantLocationInput,
  RestaurantLocations,
  RestaurantLocationsQuery,
  ThumbsValue,
  todayAsDiaryDate,
  UpdateRestaurantInput,
} from '@dd/contracts';
import { Types } from 'mongoose';
import { filterAndCursorConditions, idIn, wantToGoConditions } from '../common/list-conditions';
import { Page, toPage } from '../common/paged';
import { containsIgnoringCase, containsKey } from '../common/text-search';
import { DiaryRecordsAccess } from '../diaries/diary-records-access';
import type { DiaryNeed } from '../diaries/diary-access';
import { TagLinksService } from '../tags/tag-links.service';
import { RestaurantDependents } from './restaurant-dependents';
import { DUPLICATE_YELP_ID, RESTAURANT_NOT_FOUND } from './restaurant-messages';
import { RestaurantMoves } from './restaurant-moves';
import { restaurantFieldsFrom, toRestaurant } from './restaurant.mapper';
import { splitByLocation } from './restaurant-locations';
import { RestaurantRecord } from './restaurant.schema';
import { RestaurantsRepository } from './restaurants.repository';
import { YelpBusinessLinks } from './yelp-claims/yelp-business-links';

const NOT_FOUND = RESTAURANT_NOT_FOUND;
export { RESTAURANT_NOT_FOUND };

/** A create's answer: the new restaurant, or the diary's existing one from the same Yelp business. */
export interface CreatedRestaurant {
  restaurant: Restaurant;
  created: boolean;
}

@Injectable()
export class RestaurantsService {
  constructor(
    private readonly restaurants: RestaurantsRepository,
    private readonly dependents: RestaurantDependents,
    private readonly tagLinks: TagLinksService,
    private readonly yelpLinks: YelpBusinessLinks,
    private readonly records: DiaryRecordsAccess,
    private readonly moves: RestaurantMoves,
  ) {}

  /**
   * Newest first; `q` matches name, address or tag name, ignoring case;
   * `tagId` keeps the restaurants carrying that tag (someone else's tag matches nothing);
   * `yelpIds` keeps those created from these Yelp businesses; `wantToGo` those
   * (not) saved for later. `diaryId` names the diary (the user must read it), else the personal one.
   */
  async list(userId: string, query: RestaurantListQuery): Promise<Page<Restaurant>> {
    const diaryId = await this.records.diaryFor(userId, query.diaryId, 'read');
    const conditions = [
      ...filterAndCursorConditions(query),
      ...wantToGoConditions(query.wantToGo),
      ...(await this.searchConditions(diaryId, query)),
    ];
    if (query.yelpIds) conditions.push({ yelpId: { $in: query.yelpIds } });
    const limit = query.limit;
    const page = toPage(
      await this.restaurants.list(diaryId, conditions, limit === undefined ? undefined : limit + 1),
      limit,
    );
    const ids = page.items.map((record) => record._id);
    const tags =
      query.include === 'tags' ? await this.tagLinks.tagsOfRestaurants(diaryId, ids) : undefined;
    return {
      items: page.items.map((record) =>
        toRestaurant(record, tags && (tags.get(record._id.toHexString()) ?? [])),
      ),
      next: page.next,
    };
  }

  /**
   * The map's places: the restaurants matching the list's filter, search and
   * tag that have coordinates (id, name, thumbs, lat, long), and how many
   * matching ones have none, in the diary `query.diaryId` names (the user
   * must read it), else the personal one. One diary-scoped query, light projection.
   */
  async locations(userId: string, query: RestaurantLocationsQuery): Promise<RestaurantLocations> {
    const diaryId = await this.records.diaryFor(userId, query.diaryId, 'read');
    const conditions = [
      ...filterAndCursorConditions(query),
      ...wantToGoConditions(query.wantToGo),
      ...(await this.searchConditions(diaryId, query)),
    ];
    return splitByLocation(await this.restaurants.locations(diaryId, conditions));
  }

  /** Sets (or, with both null, clears) the coordinates of a restaurant of a diary the user writes. */
  async setLocation(
    userId: string,
    id: string,
    { lat, long }: RestaurantLocationInput,
  ): Promise<Restaurant> {
    const current = await this.require(userId, id, 'write');
    return this.save(current.diaryId, id, { lat, long });
  }

  async get(userId: string, id: string): Promise<Restaurant> {
    return toRestaurant(await this.require(userId, id, 'read'));
  }

  /**
   * Creates the restaurant in the diary `input.diaryId` (the user must write
   * it; left out, the personal diary), or answers the diary's existing one
   * when it comes from the same Yelp business (a second Add, or a retry whose
   * first answer was lost). The business is claimed before the insert
   * (YelpBusinessLinks), so requests racing each other create one restaurant
   * between them.
   */
  async create(
    userId: string,
    { diaryId: wanted, ...input }: CreateRestaurantInput,
  ): Promise<CreatedRestaurant> {
    const diaryId = await this.records.diaryFor(userId, wanted, 'write');
    const id = new Types.ObjectId();
    if (input.yelpId) {
      const existing = await this.yelpLinks.reserve(diaryId, input.yelpId, id);
      if (existing) return { restaurant: toRestaurant(existing), created: false };
    }
    const fields = restaurantFieldsFrom({ date: todayAsDiaryDate(), ...input });
    try {
      return {
        restaurant: toRestaurant(await this.restaurants.create(diaryId, userId, id, fields)),
        created: true,
      };
    } catch (error) {
      if (input.yelpId) await this.yelpLinks.release(diaryId, input.yelpId, id);
      throw error;
    }
  }

  /**
   * Updates the fields sent; a yelpId another of the diary's restaurants has is
   * a 409. A new `diaryId` first moves the restaurant, with its meals, to that
   * diary, which the user must write too (RestaurantMoves).
   */
  async update(
    userId: string,
    id: string,
    { diaryId: wanted, ...input }: UpdateRestaurantInput,
  ): Promise<Restaurant> {
    let current = await this.require(userId, id, 'write');
    if (wanted !== undefined && wanted !== current.diaryId) {
      const target = await this.records.diaryFor(userId, wanted, 'write');
      current = await this.moves.move(userId, current, target);
    }
    const diaryId = current.diaryId;
    // Only a changed yelpId is checked, so editing a restaurant that shares one
    // (created before this rule) still saves.
    const newYelpId = input.yelpId && input.yelpId !== current.yelpId ? input.yelpId : undefined;
    if (newYelpId && (await this.yelpLinks.reserve(diaryId, newYelpId, current._id)))
      throw new ConflictException(DUPLICATE_YELP_ID);
    const fields = restaurantFieldsFrom(input, current.restaurantImages);
    let saved: Restaurant;
    try {
      saved = await this.save(diaryId, id, fields);
    } catch (error) {
      if (newYelpId) await this.yelpLinks.release(diaryId, newYelpId, current._id);
      throw error;
    }
    if (current.yelpId && input.yelpId !== undefined && input.yelpId !== current.yelpId)
      await this.yelpLinks.release(diaryId, current.yelpId, current._id);
    return saved;
  }

  async setThumbs(userId: string, id: string, isThumbsUp: ThumbsValue): Promise<Restaurant> {
    const current = await this.require(userId, id, 'write');
    return this.save(current.diaryId, id, { isThumbsUp });
  }

  /**
   * Deletes the restaurant, then clears its meals' reference and removes its
   * tag links. No transactions on FerretDB: the restaurant goes first, so a
   * crash part-way leaves only references to a missing restaurant, which
   * reads already ignore; the meals themselves are never touched otherwise.
   */
  async delete(userId: string, id: string): Promise<void> {
    const { diaryId } = await this.require(userId, id, 'write');
    const restaurantId = new Types.ObjectId(id);
    const deleted = await this.restaurants.delete(diaryId, restaurantId);
    if (!deleted) throw new NotFoundException(NOT_FOUND);
    await Promise.all([
      deleted.yelpId && this.yelpLinks.release(diaryId, deleted.yelpId, restaurantId),
      this.dependents.restaurantDeleted(diaryId, restaurantId),
      this.tagLinks.unlinkAllOfRestaurant(diaryId, restaurantId),
    ]);
  }

  private async save(
    diaryId: string,
    id: string,
    fields: Parameters<RestaurantsRepository['update']>[2],
  ): Promise<Restaurant> {
    const updated = await this.restaurants.update(diaryId, new Types.ObjectId(id), fields);
    if (!updated) throw new NotFoundException(NOT_FOUND);
    return toRestaurant(updated);
  }

  /**
   * `q` matches name, address or tag name, ignoring case; `tagId` keeps the
   * restaurants carrying that tag (someone else's tag matches nothing).
   */
  private async searchConditions(
    diaryId: string,
    query: { q?: string; tagId?: string },
  ): Promise<Record<string, unknown>[]> {
    const conditions: Record<string, unknown>[] = [];
    if (query.tagId)
      conditions.push({
        _id: { $in: await this.tagLinks.restaurantIdsOfTag(diaryId, query.tagId) },
      });
    if (query.q) {
      const tagged = await this.tagLinks.restaurantIdsTagged(diaryId, query.q);
      conditions.push({
        $or: [
          { nameKey: containsKey(query.q) },
          { address: containsIgnoringCase(query.q) },
          ...idIn(tagged),
        ],
      });
    }
    return conditions;
  }

  /** The restaurant, when the user may `need` its diary (else 404 Restaurant not found, or 403). */
  private require(userId: string, id: string, need: DiaryNeed): Promise<RestaurantRecord> {
    return this.records.record(
      userId,
      () => this.restaurants.findAnyById(new Types.ObjectId(id)),
      need,
      NOT_FOUND,
    );
  }
}
