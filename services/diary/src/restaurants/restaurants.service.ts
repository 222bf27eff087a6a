import { Injectable, NotFoundException } from '@nestjs/common';
import {
  CreateRestaurantInput,
  DiaryListQuery,
  Restaurant,
  ThumbsValue,
  todayAsDiaryDate,
  UpdateRestaurantInput,
} from '@dd/contracts';
import { Types } from 'mongoose';
import { filterAndCursorConditions, idIn } from '../common/list-conditions';
import { Page, toPage } from '../common/paged';
import { containsIgnoringCase, containsKey } from '../common/text-search';
import { MealsRepository } from '../meals/meals.repository';
import { RestaurantTagsRepository } from '../tag-links/tag-links.repository';
import { TagLinksService } from '../tag-links/tag-links.service';
import { restaurantFieldsFrom, toRestaurant } from './restaurant.mapper';
import { RestaurantRecord } from './restaurant.schema';
import { RestaurantsRepository } from './restaurants.repository';

const NOT_FOUND = 'Restaurant not found';

@Injectable()
export class RestaurantsService {
  constructor(
    private readonly restaurants: RestaurantsRepository,
    private readonly meals: MealsRepository,
    private readonly restaurantTags: RestaurantTagsRepository,
    private readonly tagLinks: TagLinksService,
  ) {}

  /**
   * Newest first; `q` matches name, address or tag name, ignoring case;
   * `tagId` keeps the restaurants carrying that tag (someone else's tag matches nothing).
   */
  async list(userId: string, query: DiaryListQuery): Promise<Page<Restaurant>> {
    const conditions = filterAndCursorConditions(query);
    if (query.tagId)
      conditions.push({
        _id: { $in: await this.restaurantTags.ownerIdsOfTag(userId, query.tagId) },
      });
    if (query.q) {
      const tagged = await this.tagLinks.restaurantIdsTagged(userId, query.q);
      conditions.push({
        $or: [
          { nameKey: containsKey(query.q) },
          { address: containsIgnoringCase(query.q) },
          ...idIn(tagged),
        ],
      });
    }
    const limit = query.limit;
    const page = toPage(
      await this.restaurants.list(userId, conditions, limit === undefined ? undefined : limit + 1),
      limit,
    );
    const ids = page.items.map((record) => record._id);
    const tags =
      query.include === 'tags' ? await this.tagLinks.tagsOfRestaurants(userId, ids) : undefined;
    return {
      items: page.items.map((record) =>
        toRestaurant(record, tags && (tags.get(record._id.toHexString()) ?? [])),
      ),
      next: page.next,
    };
  }

  async get(userId: string, id: string): Promise<Restaurant> {
    return toRestaurant(await this.require(userId, id));
  }

  async create(userId: string, input: CreateRestaurantInput): Promise<Restaurant> {
    const fields = restaurantFieldsFrom({ date: todayAsDiaryDate(), ...input });
    return toRestaurant(await this.restaurants.create(userId, fields));
  }

  async update(userId: string, id: string, input: UpdateRestaurantInput): Promise<Restaurant> {
    const current = await this.require(userId, id);
    const fields = restaurantFieldsFrom(input, current.restaurantImages);
    return this.save(userId, id, fields);
  }

  setThumbs(userId: string, id: string, isThumbsUp: ThumbsValue): Promise<Restaurant> {
    return this.save(userId, id, { isThumbsUp });
  }

  /**
   * Deletes the restaurant, then clears its meals' reference and removes its
   * tag links. No transactions on FerretDB: the restaurant goes first, so a
   * crash part-way leaves only references to a missing restaurant, which
   * reads already ignore; the meals themselves are never touched otherwise.
   */
  async delete(userId: string, id: string): Promise<void> {
    const restaurantId = new Types.ObjectId(id);
    if (!(await this.restaurants.delete(userId, restaurantId)))
      throw new NotFoundException(NOT_FOUND);
    await Promise.all([
      this.meals.clearRestaurant(userId, restaurantId),
      this.restaurantTags.deleteByOwner(userId, restaurantId),
    ]);
  }

  private async save(
    userId: string,
    id: string,
    fields: Parameters<RestaurantsRepository['update']>[2],
  ): Promise<Restaurant> {
    const updated = await this.restaurants.update(userId, new Types.ObjectId(id), fields);
    if (!updated) throw new NotFoundException(NOT_FOUND);
    return toRestaurant(updated);
  }

  private async require(userId: string, id: string): Promise<RestaurantRecord> {
    const record = await this.restaurants.findById(userId, new Types.ObjectId(id));
    if (!record) throw new NotFoundException(NOT_FOUND);
    return record;
  }
}
