import { Injectable, NotFoundException } from '@nestjs/common';
import {
  companionKey,
  CreateMealInput,
  Meal,
  MealListQuery,
  MealTimelineStats,
  MealTimelineStatsQuery,
  RestaurantSummary,
  spendOf,
  ThumbsValue,
  UpdateMealInput,
} from '@dd/contracts';
import { FilterQuery, Types } from 'mongoose';
import { filterAndCursorConditions, idIn } from '../common/list-conditions';
import { decodeCursor } from '../common/page-cursor';
import { Page, toPage } from '../common/paged';
import { containsKey } from '../common/text-search';
import { RestaurantsRepository } from '../restaurants/restaurants.repository';
import { TagLinksService } from '../tags/tag-links.service';
import { monthsToRead } from './meal-month';
import { mealFieldsFrom, toMeal } from './meal.mapper';
import { MealTallies } from './meal-tallies';
import { periodFigures, tallyOf } from './period-figures';
import { MealRecord } from './meal.schema';
import { MealFields, MealsRepository } from './meals.repository';
import { summariseMeals } from './restaurant-summary';

const NOT_FOUND = 'Meal not found';
/** How many months a page of one person's meals reads at once (issue 45's bench: two fill it). */
const MONTHS_AT_ONCE_FOR_ONE_PERSON = 2;

@Injectable()
export class MealsService {
  constructor(
    private readonly meals: MealsRepository,
    private readonly tallies: MealTallies,
    private readonly restaurants: RestaurantsRepository,
    private readonly tagLinks: TagLinksService,
  ) {}

  /**
   * Newest first; `q` matches the meal name, its restaurant's name or a tag name, ignoring case;
   * `restaurantId` keeps the meals at that restaurant, `companion` those shared with that
   * person (case ignored), `tagId` those carrying that tag
   * (someone else's id simply matches nothing) and `from`/`to` those dated within.
   */
  async list(userId: string, query: MealListQuery): Promise<Page<Meal>> {
    const conditions = [
      ...filterAndCursorConditions(query),
      ...(await this.narrowingConditions(userId, query)),
    ];
    const limit = query.limit;
    const page = toPage(
      limit === undefined
        ? await this.meals.list(userId, conditions)
        : await this.pageRecords(userId, query, conditions, limit + 1),
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
   * Up to `limit` records of a page. At one restaurant a single query reads
   * few meals; otherwise the page is read month by month from the calendar.
   */
  private async pageRecords(
    userId: string,
    query: MealListQuery,
    conditions: FilterQuery<MealRecord>[],
    limit: number,
  ): Promise<MealRecord[]> {
    if (query.restaurantId) return this.meals.list(userId, conditions, limit);
    const months = monthsToRead(await this.meals.monthsOf(userId), {
      cursorDate: query.cursor === undefined ? undefined : decodeCursor(query.cursor).date,
      from: query.from,
      to: query.to,
    });
    // One person's meals are a few a month: a page needs several months, read together.
    return this.meals.listByMonth(
      userId,
      conditions,
      limit,
      months,
      query.companion ? MONTHS_AT_ONCE_FOR_ONE_PERSON : 1,
    );
  }

  /**
   * The figures of the meals `list` answers for the same query (without
   * paging), their spend included. Without a restaurant, tag or search they
   * come from the monthly tallies; a place is new when the user had no meal
   * there before the period.
   */
  async timelineStats(userId: string, query: MealTimelineStatsQuery): Promise<MealTimelineStats> {
    const narrowed = query.restaurantId || query.tagId || query.q || query.companion;
    const calendar = await this.meals.monthsOf(userId);
    const tally = narrowed
      ? tallyOf(
          await this.meals.ratingsAndPlaces(userId, await this.narrowingConditions(userId, query)),
        )
      : await this.tallies.ofPeriod(userId, calendar, query);
    const figures = periodFigures(tally, query.filter);
    const visitedBefore =
      query.from && figures.placeIds.length > 0
        ? await this.tallies.placesBefore(userId, calendar, query.from)
        : new Set<string>();
    return {
      meals: figures.meals,
      thumbsUp: figures.thumbsUp,
      rated: figures.rated,
      places: figures.placeIds.length,
      newPlaces: figures.placeIds.filter((id) => !visitedBefore.has(id)).length,
      spend: spendOf(figures.spend),
    };
  }

  /**
   * The conditions of the restaurant, companion, tag, search and date range a
   * query narrows meals to. The companion is a plain equality on the stored
   * keys, so it stays top-level beside the owner (pushed down on FerretDB).
   */
  private async narrowingConditions(
    userId: string,
    query: MealTimelineStatsQuery,
  ): Promise<FilterQuery<MealRecord>[]> {
    const conditions: FilterQuery<MealRecord>[] = [];
    if (query.restaurantId)
      conditions.push({ restaurantId: new Types.ObjectId(query.restaurantId) });
    if (query.companion) conditions.push({ companionKeys: companionKey(query.companion) });
    if (query.from || query.to)
      conditions.push({
        date: { ...(query.from && { $gte: query.from }), ...(query.to && { $lte: query.to }) },
      });
    if (query.tagId)
      conditions.push({ _id: { $in: await this.tagLinks.mealIdsOfTag(userId, query.tagId) } });
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

  /**
   * What the user ordered at one of their restaurants (404 for anyone else's):
   * one query over its meals, newest first, on { userId, restaurantId, date, createdAt, _id }.
   */
  async restaurantSummary(userId: string, restaurantId: string): Promise<RestaurantSummary> {
    const restaurant = await this.restaurants.findById(userId, new Types.ObjectId(restaurantId));
    if (!restaurant) throw new NotFoundException('Restaurant not found');
    const meals = await this.meals.atRestaurant(userId, restaurant._id, [
      'name',
      'date',
      'isThumbsUp',
      'mealImages',
      'imageUrl',
      'price',
      'companions',
    ]);
    return summariseMeals(meals);
  }

  async get(userId: string, id: string): Promise<Meal> {
    return this.populated(userId, await this.require(userId, id));
  }

  async create(userId: string, input: CreateMealInput): Promise<Meal> {
    const fields = mealFieldsFrom(input);
    await this.requireRestaurant(userId, fields);
    const created = await this.meals.create(userId, fields);
    await this.restaurantVisited(created);
    return this.populated(userId, created);
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
    await this.tagLinks.unlinkAllOfMeal(userId, mealId);
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

  /** A meal logged at a place saved for later makes it visited (issue 45). */
  private async restaurantVisited({ userId, restaurantId, date }: MealRecord): Promise<void> {
    if (restaurantId) await this.restaurants.markVisited(userId, restaurantId, date);
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
