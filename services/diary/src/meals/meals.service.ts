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
import type { DiaryNeed } from '../diaries/diary-access';
import { DiaryRecordsAccess } from '../diaries/diary-records-access';
import { RestaurantsRepository } from '../restaurants/restaurants.repository';
import { RESTAURANT_NOT_FOUND } from '../restaurants/restaurants.service';
import { TagLinksService } from '../tags/tag-links.service';
import { MEAL_NOT_FOUND } from './meal-messages';
import { MealMoves } from './meal-moves';
import { monthsToRead } from './meal-month';
import { mealFieldsFrom, toMeal } from './meal.mapper';
import { MealTallies } from './meal-tallies';
import { periodFigures, tallyOf } from './period-figures';
import { MealRecord } from './meal.schema';
import { MealFields, MealsRepository } from './meals.repository';
import { summariseMeals } from './restaurant-summary';

const NOT_FOUND = MEAL_NOT_FOUND;
/** How many months a page of one person's meals reads at once (issue 45's bench: two fill it). */
const MONTHS_AT_ONCE_FOR_ONE_PERSON = 2;
export { MEAL_NOT_FOUND };

@Injectable()
export class MealsService {
  constructor(
    private readonly meals: MealsRepository,
    private readonly tallies: MealTallies,
    private readonly restaurants: RestaurantsRepository,
    private readonly tagLinks: TagLinksService,
    private readonly records: DiaryRecordsAccess,
    private readonly moves: MealMoves,
  ) {}

  /**
   * Newest first; `q` matches the meal name, its restaurant's name or a tag name, ignoring case;
   * `restaurantId` keeps the meals at that restaurant, `companion` those shared with that
   * person (case ignored), `tagId` those carrying that tag
   * (another diary's id simply matches nothing) and `from`/`to` those dated within.
   * `diaryId` names the diary (the user must read it), else the personal one.
   */
  async list(userId: string, query: MealListQuery): Promise<Page<Meal>> {
    const diaryId = await this.records.diaryFor(userId, query.diaryId, 'read');
    const conditions = [
      ...filterAndCursorConditions(query),
      ...(await this.narrowingConditions(diaryId, query)),
    ];
    const limit = query.limit;
    const page = toPage(
      limit === undefined
        ? await this.meals.list(diaryId, conditions)
        : await this.pageRecords(diaryId, query, conditions, limit + 1),
      limit,
    );
    const ids = page.items.map((record) => record._id);
    const [names, tags] = await Promise.all([
      this.restaurantNamesOf(diaryId, page.items),
      query.include === 'tags' ? this.tagLinks.tagsOfMeals(diaryId, ids) : undefined,
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
    diaryId: string,
    query: MealListQuery,
    conditions: FilterQuery<MealRecord>[],
    limit: number,
  ): Promise<MealRecord[]> {
    if (query.restaurantId) return this.meals.list(diaryId, conditions, limit);
    const months = monthsToRead(await this.meals.monthsOf(diaryId), {
      cursorDate: query.cursor === undefined ? undefined : decodeCursor(query.cursor).date,
      from: query.from,
      to: query.to,
    });
    // One person's meals are a few a month: a page needs several months, read together.
    return this.meals.listByMonth(
      diaryId,
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
    const diaryId = await this.records.diaryFor(userId, query.diaryId, 'read');
    const narrowed = query.restaurantId || query.tagId || query.q || query.companion;
    const calendar = await this.meals.monthsOf(diaryId);
    const tally = narrowed
      ? tallyOf(
          await this.meals.ratingsAndPlaces(
            diaryId,
            await this.narrowingConditions(diaryId, query),
          ),
        )
      : await this.tallies.ofPeriod(diaryId, calendar, query);
    const figures = periodFigures(tally, query.filter);
    const visitedBefore =
      query.from && figures.placeIds.length > 0
        ? await this.tallies.placesBefore(diaryId, calendar, query.from)
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
    diaryId: string,
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
      conditions.push({ _id: { $in: await this.tagLinks.mealIdsOfTag(diaryId, query.tagId) } });
    if (query.q) {
      const [atRestaurants, tagged] = await Promise.all([
        this.restaurants.idsWithNameContaining(diaryId, query.q),
        this.tagLinks.mealIdsTagged(diaryId, query.q),
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
   * What was ordered at a restaurant of a diary the user reads (404 for any
   * other): one query over its meals, newest first, on
   * { diaryId, restaurantId, date, createdAt, _id }.
   */
  async restaurantSummary(userId: string, restaurantId: string): Promise<RestaurantSummary> {
    const restaurant = await this.records.record(
      userId,
      () => this.restaurants.findAnyById(new Types.ObjectId(restaurantId)),
      'read',
      RESTAURANT_NOT_FOUND,
    );
    const meals = await this.meals.atRestaurant(restaurant.diaryId, restaurant._id, [
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
    const record = await this.require(userId, id, 'read');
    return this.populated(record.diaryId, record);
  }

  /** Creates the meal in the diary `input.diaryId` (the user must write it; left out, the personal diary). */
  async create(userId: string, { diaryId: wanted, ...input }: CreateMealInput): Promise<Meal> {
    const diaryId = await this.records.diaryFor(userId, wanted, 'write');
    const fields = mealFieldsFrom(input);
    await this.requireRestaurant(diaryId, fields);
    const created = await this.meals.create(diaryId, userId, fields);
    await this.restaurantVisited(created);
    return this.populated(diaryId, created);
  }

  /**
   * Updates the fields sent. A new `diaryId` moves the meal to that diary,
   * which the user must write too, at the body's `restaurantId` there (MealMoves).
   */
  async update(
    userId: string,
    id: string,
    { diaryId: wanted, ...input }: UpdateMealInput,
  ): Promise<Meal> {
    const current = await this.require(userId, id, 'write');
    const fields = mealFieldsFrom(input, current.mealImages);
    if (wanted !== undefined && wanted !== current.diaryId) {
      const target = await this.records.diaryFor(userId, wanted, 'write');
      const moved = await this.moves.move(userId, current, target, fields);
      await this.restaurantVisited(moved);
      return this.populated(target, moved);
    }
    await this.requireRestaurant(current.diaryId, fields);
    return this.save(current.diaryId, id, fields);
  }

  async setThumbs(userId: string, id: string, isThumbsUp: ThumbsValue): Promise<Meal> {
    const current = await this.require(userId, id, 'write');
    return this.save(current.diaryId, id, { isThumbsUp });
  }

  /** Deletes the meal first (it disappears at once), then its tag links. */
  async delete(userId: string, id: string): Promise<void> {
    const { diaryId } = await this.require(userId, id, 'write');
    const mealId = new Types.ObjectId(id);
    if (!(await this.meals.delete(diaryId, mealId))) throw new NotFoundException(NOT_FOUND);
    await this.tagLinks.unlinkAllOfMeal(diaryId, mealId);
  }

  private async save(diaryId: string, id: string, fields: MealFields): Promise<Meal> {
    const updated = await this.meals.update(diaryId, new Types.ObjectId(id), fields);
    if (!updated) throw new NotFoundException(NOT_FOUND);
    return this.populated(diaryId, updated);
  }

  private async populated(diaryId: string, record: MealRecord): Promise<Meal> {
    return toMeal(record, await this.restaurantNamesOf(diaryId, [record]));
  }

  /** One query for the restaurants of all the meals: FerretDB has no `$lookup`. */
  private restaurantNamesOf(diaryId: string, records: readonly MealRecord[]) {
    const ids = new Map<string, Types.ObjectId>();
    for (const { restaurantId } of records)
      if (restaurantId) ids.set(restaurantId.toHexString(), restaurantId);
    return this.restaurants.namesByIds(diaryId, [...ids.values()]);
  }

  /** A meal logged at a place saved for later makes it visited (issue 45). */
  private async restaurantVisited({ diaryId, restaurantId, date }: MealRecord): Promise<void> {
    if (restaurantId) await this.restaurants.markVisited(diaryId, restaurantId, date);
  }

  /** A meal may only reference a restaurant of its own diary. */
  private async requireRestaurant(diaryId: string, fields: MealFields): Promise<void> {
    if (fields.restaurantId && !(await this.restaurants.exists(diaryId, fields.restaurantId)))
      throw new NotFoundException(RESTAURANT_NOT_FOUND);
  }

  /** The meal, when the user may `need` its diary (else 404 Meal not found, or 403). */
  private require(userId: string, id: string, need: DiaryNeed): Promise<MealRecord> {
    return this.records.record(
      userId,
      () => this.meals.findAnyById(new Types.ObjectId(id)),
      need,
      NOT_FOUND,
    );
  }
}
