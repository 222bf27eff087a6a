import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { FilterQuery, Model, Types } from 'mongoose';
import { insertIgnoringDuplicates } from '../common/insert-ignoring-duplicates';
import { NEWEST_FIRST } from '../common/list-conditions';
import { nameKeyOf } from '../common/name-key';
import { ownerFilter } from '../common/owner-filter';
import { findOwnedById } from '../common/owned-by-id';
import { idsOwned, streamOwned } from '../common/owned-records';
import { MealCalendarRepository } from './meal-calendar.repository';
import { datesOfMonth, MealMonth, monthOf } from './meal-month';
import { MealTallyCache } from './meal-tally.cache';
import { PeopleCache } from './people-cache';
import { companionFields } from './meal.mapper';
import { MealRecord } from './meal.schema';

/** The fields a create or update writes (the owner, _id and month are set by the repository). */
export type MealFields = Partial<
  Omit<MealRecord, '_id' | 'userId' | 'month' | 'createdAt' | 'updatedAt'>
>;

/** What the year's review reads of a meal. */
export type MealReviewFields = Pick<
  MealRecord,
  '_id' | 'restaurantId' | 'name' | 'date' | 'isThumbsUp' | 'price'
>;

/**
 * A meal as an import restores it, id and times kept (the owner, nameKey,
 * month and companionKeys are set by the repository).
 */
export type RestoredMeal = Omit<
  MealRecord,
  'userId' | 'nameKey' | 'month' | 'companionKeys' | 'hasCompanions'
>;

/**
 * One row of the people's counts: how many meals at one restaurant (or none)
 * name the same people (their companion keys, in order).
 */
export interface CompanionPlaceCount {
  _id: { restaurantId: Types.ObjectId | null; keys: string[] };
  mealCount: number;
}

/** What a rename or delete of companions reads and writes of a meal. */
export type MealCompanions = Pick<MealRecord, '_id' | 'companions'>;

/**
 * How many months a page reads one by one before it reads all the older ones
 * in one query: a sparse diary (or a rare search) would otherwise cost a read
 * per month.
 */
const MONTHS_READ_ONE_BY_ONE = 3;

/**
 * The meals collection, and through MealCalendarRepository and MealTallyCache
 * the calendar and the tallies of each user's meals: every write of a meal,
 * whoever asks for it, keeps both.
 */
@Injectable()
export class MealsRepository {
  constructor(
    @InjectModel(MealRecord.name) private readonly meals: Model<MealRecord>,
    private readonly calendar: MealCalendarRepository,
    private readonly tallies: MealTallyCache,
    private readonly people: PeopleCache,
  ) {}

  /**
   * Runs a write of the user's meals in these months, moving on their
   * tallies' stamps and the user's people version (see PeopleCache).
   */
  private writing<T>(
    userId: string,
    months: Parameters<MealTallyCache['writing']>[1],
    write: () => Promise<T>,
  ): Promise<T> {
    return this.tallies.writing(userId, months, () => this.people.writing(userId, write));
  }

  /** The user's meals matching every condition, newest first; at most `limit`. */
  list(
    userId: string,
    conditions: FilterQuery<MealRecord>[],
    limit?: number,
  ): Promise<MealRecord[]> {
    const query = this.meals.find(ownerFilter(userId, conditions)).sort(NEWEST_FIRST);
    if (limit !== undefined) query.limit(limit);
    return query.lean<MealRecord[]>().exec();
  }

  /**
   * The user's meals matching every condition, newest first, at most `limit`,
   * from the `months` (newest first) of the calendar that may hold them: a
   * month at a time while the page is not full (`monthsAtOnce` of them
   * together, for a filter that keeps few meals a month), then the rest in
   * one query.
   */
  async listByMonth(
    userId: string,
    conditions: FilterQuery<MealRecord>[],
    limit: number,
    months: readonly MealMonth[],
    monthsAtOnce = 1,
  ): Promise<MealRecord[]> {
    const found: MealRecord[] = [];
    let index = 0;
    while (index < months.length && found.length < limit) {
      const wanted = limit - found.length;
      if (index >= MONTHS_READ_ONE_BY_ONE) {
        const older = { date: { $lte: datesOfMonth(months[index]!).$lte } };
        return [...found, ...(await this.list(userId, [...conditions, older], wanted))];
      }
      const batch = months.slice(index, Math.min(index + monthsAtOnce, MONTHS_READ_ONE_BY_ONE));
      const read = await Promise.all(
        batch.map((month) =>
          this.list(userId, [{ month }, ...conditions, { date: datesOfMonth(month) }], wanted),
        ),
      );
      found.push(...read.flat().slice(0, wanted));
      index += batch.length;
    }
    return found;
  }

  /** The user's months with meals, newest first (built on first use for older diaries). */
  async monthsOf(userId: string): Promise<MealMonth[]> {
    if (!(await this.calendar.isBuilt(userId))) await this.buildCalendar(userId);
    return this.calendar.monthsOf(userId);
  }

  findById(userId: string, id: Types.ObjectId): Promise<MealRecord | null> {
    return findOwnedById(this.meals, userId, id);
  }

  async exists(userId: string, id: Types.ObjectId): Promise<boolean> {
    return (await findOwnedById(this.meals, userId, id)) !== null;
  }

  async create(userId: string, fields: MealFields): Promise<MealRecord> {
    const month = monthOf(fields.date!);
    await this.calendar.remember(userId, [month]);
    const created = await this.writing(userId, [month], () =>
      this.meals.create({ ...fields, month, userId }),
    );
    return created.toObject();
  }

  async update(userId: string, id: Types.ObjectId, fields: MealFields): Promise<MealRecord | null> {
    const current = await findOwnedById(this.meals, userId, id);
    if (!current) return null;
    const month = fields.date === undefined ? undefined : monthOf(fields.date);
    if (month) await this.calendar.remember(userId, [month]);
    return this.writing(userId, [monthOf(current.date), ...(month ? [month] : [])], () =>
      this.meals
        .findOneAndUpdate(
          { _id: id },
          { $set: { ...fields, ...(month && { month }) } },
          { new: true },
        )
        .lean<MealRecord>()
        .exec(),
    );
  }

  async delete(userId: string, id: Types.ObjectId): Promise<boolean> {
    const current = await findOwnedById(this.meals, userId, id);
    if (!current) return false;
    const { deletedCount } = await this.writing(userId, [monthOf(current.date)], () =>
      this.meals.deleteOne({ _id: id }).exec(),
    );
    return deletedCount === 1;
  }

  /**
   * Every meal of the user at one restaurant, newest first, with only the
   * fields `fields` names; served by { userId, restaurantId, date, createdAt, _id }.
   */
  atRestaurant<K extends keyof MealRecord>(
    userId: string,
    restaurantId: Types.ObjectId,
    fields: readonly K[],
  ): Promise<Pick<MealRecord, K | '_id'>[]> {
    return this.meals
      .find({ userId, restaurantId }, Object.fromEntries(fields.map((field) => [field, 1])))
      .sort(NEWEST_FIRST)
      .lean<Pick<MealRecord, K | '_id'>[]>()
      .exec();
  }

  /**
   * The restaurant, thumbs, price and date of every meal of the user matching
   * the conditions, for the period figures: only those fields travel.
   */
  ratingsAndPlaces(
    userId: string,
    conditions: FilterQuery<MealRecord>[],
  ): Promise<Pick<MealRecord, 'restaurantId' | 'isThumbsUp' | 'price' | 'date'>[]> {
    return this.meals
      .find(ownerFilter(userId, conditions), {
        restaurantId: 1,
        isThumbsUp: 1,
        price: 1,
        date: 1,
        _id: 0,
      })
      .lean<Pick<MealRecord, 'restaurantId' | 'isThumbsUp' | 'price' | 'date'>[]>()
      .exec();
  }

  /**
   * What the year's review reads of each meal of one month: its restaurant,
   * name, date, thumbs and price. Read by month, the equality FerretDB's
   * PostgreSQL backend runs in SQL; served by the list index on MongoDB.
   */
  reviewFieldsOfMonth(userId: string, month: MealMonth): Promise<MealReviewFields[]> {
    return this.meals
      .find(ownerFilter(userId, [{ month }, { date: datesOfMonth(month) }]), {
        restaurantId: 1,
        name: 1,
        date: 1,
        isThumbsUp: 1,
        price: 1,
      })
      .lean<MealReviewFields[]>()
      .exec();
  }

  /**
   * Writes restored meals as they are (ids and times kept), skipping those
   * already stored; answers how many were written. Their months join the
   * calendar first, as for `create`; a restore spans many months, so it moves
   * every tally of the user on (a new epoch), as deleting a restaurant does.
   */
  async insertRestored(userId: string, meals: readonly RestoredMeal[]): Promise<number> {
    if (meals.length === 0) return 0;
    await this.calendar.remember(
      userId,
      meals.map((meal) => monthOf(meal.date)),
    );
    return this.writing(userId, 'all', () =>
      insertIgnoringDuplicates(
        this.meals,
        meals.map((meal) => ({
          ...meal,
          userId,
          nameKey: nameKeyOf(meal.name),
          month: monthOf(meal.date),
          ...(meal.companions && companionFields(meal.companions)),
        })),
      ),
    );
  }

  /**
   * How many of the user's meals (those naming someone, or the person with
   * `key` by the { userId, companionKeys, ... } index) name the same people
   * at the same restaurant, counted by the database in one aggregation; the
   * caller folds the rows into each person's figures. Not `$unwind` then a
   * group per person: FerretDB 1.24's `$unwind` drops the other fields, and
   * its `$group` has only `$sum` and `$count` (the last day and name come
   * from `newestNaming`).
   */
  companionCounts(userId: string, key?: string): Promise<CompanionPlaceCount[]> {
    // The $match is plain equalities only, which FerretDB pushes down to its
    // backend: only the meals naming someone (or that person) reach the group.
    return this.meals
      .aggregate<CompanionPlaceCount>([
        {
          $match:
            key === undefined ? { userId, hasCompanions: true } : { userId, companionKeys: key },
        },
        {
          $group: {
            _id: { restaurantId: '$restaurantId', keys: '$companionKeys' },
            mealCount: { $sum: 1 },
          },
        },
      ])
      .exec();
  }

  /**
   * The user's newest meal naming the person with `key`, or null: read as a
   * one-meal page of the list, month by month from the user's calendar
   * `months` (monthsOf, newest first; FerretDB
   * sorts every match in memory, so one query over a frequent companion's
   * thousand meals costs more than a month or two of them; served by the
   * { userId, companionKeys, date, createdAt, _id } index either way).
   */
  async newestNaming(
    userId: string,
    key: string,
    months: readonly MealMonth[],
  ): Promise<MealRecord | null> {
    const [newest] = await this.listByMonth(userId, [{ companionKeys: key }], 1, months);
    return newest ?? null;
  }

  /**
   * The user's meals naming any of the people with `keys` (by the
   * { userId, companionKeys, ... } index): their ids and companions only.
   */
  namingAnyOf(userId: string, keys: readonly string[]): Promise<MealCompanions[]> {
    return this.meals
      .find({ userId, companionKeys: { $in: keys } }, { companions: 1 })
      .lean<MealCompanions[]>()
      .exec();
  }

  /**
   * Sets one meal's companions (and their keys) if they are still `before`
   * (the meal read by `_id` with its owner); answers whether it was written,
   * so a meal edited meanwhile is never overwritten with a stale list.
   * Companions count in no tally, so the tallies and the calendar stay; the
   * people version moves on.
   */
  async replaceCompanions(
    userId: string,
    id: Types.ObjectId,
    before: readonly string[],
    after: string[],
  ): Promise<boolean> {
    const { matchedCount } = await this.people.writing(userId, () =>
      this.meals
        .updateOne({ _id: id, userId, companions: [...before] }, { $set: companionFields(after) })
        .exec(),
    );
    return matchedCount === 1;
  }

  /** Ids of every meal of the user. */
  idsOf(userId: string): Promise<Types.ObjectId[]> {
    return idsOwned(this.meals, userId);
  }

  /** Every meal of the user, as stored, in no set order (the export). */
  streamOf(userId: string): AsyncIterable<MealRecord> {
    return streamOwned(this.meals, userId);
  }

  count(userId: string): Promise<number> {
    return this.meals.countDocuments({ userId }).exec();
  }

  /** Account erasure: the meals, their calendar, their cached tallies and people. */
  async eraseOwner(userId: string): Promise<void> {
    await this.meals.deleteMany({ userId }).exec();
    await this.calendar.eraseOwner(userId);
    await this.tallies.forget(userId);
    await this.people.forget(userId);
  }

  /** Keeps the meals of a deleted restaurant, without the reference. */
  async clearRestaurant(userId: string, restaurantId: Types.ObjectId): Promise<void> {
    await this.writing(userId, 'all', () =>
      this.meals.updateMany({ userId, restaurantId }, { $set: { restaurantId: null } }).exec(),
    );
  }

  /**
   * Builds the calendar of a diary written before it existed: labels its meals
   * with their month and adds their months. Meals written meanwhile add their
   * own month, so a concurrent write is never left out. Runs once per user.
   */
  private async buildCalendar(userId: string): Promise<void> {
    const meals = await this.meals
      .find({ userId }, { date: 1, month: 1 })
      .lean<Pick<MealRecord, '_id' | 'date' | 'month'>[]>()
      .exec();
    const months = new Set<MealMonth>();
    const unlabelled = new Set<MealMonth>();
    for (const meal of meals) {
      const month = monthOf(meal.date);
      months.add(month);
      if (meal.month !== month) unlabelled.add(month);
    }
    for (const month of unlabelled)
      await this.meals
        .updateMany({ userId, date: datesOfMonth(month) }, { $set: { month } })
        .exec();
    await this.calendar.remember(userId, months);
    await this.calendar.markBuilt(userId);
  }
}
