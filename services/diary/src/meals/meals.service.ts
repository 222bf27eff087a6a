import { Injectable, NotFoundException } from '@nestjs/common';
import {
  CreateMealInput,
  Meal,
  MealListQuery,
  MealTimelineStats,
  MealTimelineStatsQuery,
  ThumbsValue,
  UpdateMealInput,
} from '@dd/contracts';
import { FilterQuery, Types } from 'mongoose';
import { filterAndCursorConditions, idIn, thumbsCondition } from '../common/list-conditions';
import { Page, toPage } from '../common/paged';
import { containsKey } from '../common/text-search';
import { RestaurantsRepository } from '../restaurants/restaurants.repository';
import { MealTagsRepository } from '../tag-links/tag-links.repository';
import { TagLinksService } from '../tag-links/tag-links.service';
import { mealFieldsFrom, toMeal } from './meal.mapper';
import { periodFigures } from './period-figures';
import { MealRecord } from './meal.schema';
import { MealFields, MealsRepository } from './meals.repository';

const NOT_FOUND = 'Meal not found';

@Injectable()
export class MealsService {
  constructor(
    private readonly meals: MealsRepository,
    private readonly restaurants: RestaurantsRepository,
    private readonly mealTags: MealTagsRepository,
    private readonly tagLinks: TagLinksService,
  ) {}

  /**
   * Newest first; `q` matches the meal name, its restaurant's name or a tag name, ignoring case;
   * `restaurantId` keeps the meals at that restaurant, `tagId` those carrying that tag
   * (someone else's id simply matches nothing) and `from`/`to` those dated within.
   */
  async list(userId: string, query: MealListQuery): Promise<Page<Meal>> {
    const conditions = [
      ...filterAndCursorConditions(query),
      ...(await this.narrowingConditions(userId, query)),
    ];
    const limit = query.limit;
    const page = toPage(
      await this.meals.list(userId, conditions, limit === undefined ? undefined : limit + 1),
      limit,
    );
    const ids = page.items.map((record) => record._id);
    const [names, tags] = await Promise.all([
      this.restaurantNamesOf(userId, page.items),
      query.include === 'tags' ? this.tagLinks.tagsOfMeals(userId, ids) : undefined,
    ]);
    return {
      items: page.items.map((record) =>
        toMeal(record, names, tags && (tags.get(record._id.toHexString()) ?? [])),
      ),
      next: page.next,
    };
  }

  /**
   * The figures of the meals `list` answers for the same query (without paging):
   * one read of the matching meals' restaurant and thumbs, plus, for a period
   * with a start, which of its places already had a meal before it.
   */
  async timelineStats(userId: string, query: MealTimelineStatsQuery): Promise<MealTimelineStats> {
    const conditions = [
      thumbsCondition(query.filter),
      ...(await this.narrowingConditions(userId, query)),
    ];
    const figures = periodFigures(await this.meals.ratingsAndPlaces(userId, conditions));
    const visitedBefore = new Set(
      query.from && figures.placeIds.length > 0
        ? (await this.meals.restaurantsWithMealsBefore(userId, query.from)).map(String)
        : [],
    );
    return {
      meals: figures.meals,
      thumbsUp: figures.thumbsUp,
      rated: figures.rated,
      places: figures.placeIds.length,
      newPlaces: figures.placeIds.filter((id) => !visitedBefore.has(id.toHexString())).length,
    };
  }

  /** The conditions of the restaurant, tag, search and date range a query narrows meals to. */
  private async narrowingConditions(
    userId: string,
    query: MealTimelineStatsQuery,
  ): Promise<FilterQuery<MealRecord>[]> {
    const conditions: FilterQuery<MealRecord>[] = [];
    if (query.restaurantId)
      conditions.push({ restaurantId: new Types.ObjectId(query.restaurantId) });
    if (query.from || query.to)
      conditions.push({
        date: { ...(query.from && { $gte: query.from }), ...(query.to && { $lte: query.to }) },
      });
    if (query.tagId)
      conditions.push({ _id: { $in: await this.mealTags.ownerIdsOfTag(userId, query.tagId) } });
    if (query.q) {
      const [atRestaurants, tagged] = await Promise.all([
        this.restaurants.idsWithNameContaining(userId, query.q),
        this.tagLinks.mealIdsTagged(userId, query.q),
      ]);
      conditions.push({
        $or: [
          { nameKey: containsKey(query.q) },
          ...(atRestaurants.length > 0 ? [{ restaurantId: { $in: atRestaurants } }] : []),
          ...idIn(tagged),
        ],
      });
    }
    return conditions;
  }

  async get(userId: string, id: string): Promise<Meal> {
    return this.populated(userId, await this.require(userId, id));
  }

  async create(userId: string, input: CreateMealInput): Promise<Meal> {
    const fields = mealFieldsFrom(input);
    await this.requireRestaurant(userId, fields);
    return this.populated(userId, await this.meals.create(userId, fields));
  }

  async update(userId: string, id: string, input: UpdateMealInput): Promise<Meal> {
    const current = await this.require(userId, id);
    const fields = mealFieldsFrom(input, current.mealImages);
    await this.requireRestaurant(userId, fields);
    return this.save(userId, id, fields);
  }

  setThumbs(userId: string, id: string, isThumbsUp: ThumbsValue): Promise<Meal> {
    return this.save(userId, id, { isThumbsUp });
  }

  /** Deletes the meal first (it disappears at once), then its tag links. */
  async delete(userId: string, id: string): Promise<void> {
    const mealId = new Types.ObjectId(id);
    if (!(await this.meals.delete(userId, mealId))) throw new NotFoundException(NOT_FOUND);
    await this.mealTags.deleteByOwner(userId, mealId);
  }

  private async save(userId: string, id: string, fields: MealFields): Promise<Meal> {
    const updated = await this.meals.update(userId, new Types.ObjectId(id), fields);
    if (!updated) throw new NotFoundException(NOT_FOUND);
    return this.populated(userId, updated);
  }

  private async populated(userId: string, record: MealRecord): Promise<Meal> {
    return toMeal(record, await this.restaurantNamesOf(userId, [record]));
  }

  /** One query for the restaurants of all the meals: FerretDB has no `$lookup`. */
  private restaurantNamesOf(userId: string, records: readonly MealRecord[]) {
    const ids = new Map<string, Types.ObjectId>();
    for (const { restaurantId } of records)
      if (restaurantId) ids.set(restaurantId.toHexString(), restaurantId);
    return this.restaurants.namesByIds(userId, [...ids.values()]);
  }

  /** A meal may only reference one of the user's own restaurants. */
  private async requireRestaurant(userId: string, fields: MealFields): Promise<void> {
    if (fields.restaurantId && !(await this.restaurants.exists(userId, fields.restaurantId)))
      throw new NotFoundException('Restaurant not found');
  }

  private async require(userId: string, id: string): Promise<MealRecord> {
    const record = await this.meals.findById(userId, new Types.ObjectId(id));
    if (!record) throw new NotFoundException(NOT_FOUND);
    return record;
  }
}
