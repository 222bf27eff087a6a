import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { FilterQuery, Model, Types } from 'mongoose';
import { insertIgnoringDuplicates } from '../common/insert-ignoring-duplicates';
import { NEWEST_FIRST } from '../common/list-conditions';
import { nameKeyOf } from '../common/name-key';
import { diaryFilter } from '../common/diary-filter';
import { backfillPersonalDiaries } from '../common/personal-diary-backfill';
import { findInDiaryById } from '../common/in-diary-by-id';
import { idsOfDiary, streamOfDiary } from '../common/diary-records';
import { MealCalendarRepository } from './meal-calendar.repository';
import { datesOfMonth, MealMonth, monthOf } from './meal-month';
import { MealTallyCache } from './meal-tally.cache';
import { PeopleCache } from './people-cache';
import { companionFields } from './meal.mapper';
import { MealRecord } from './meal.schema';

/** The fields a create or update writes (the diary, the adder, _id and month are set by the repository). */
export type MealFields = Partial<
  Omit<MealRecord, '_id' | 'diaryId' | 'userId' | 'month' | 'createdAt' | 'updatedAt'>
>;

/** What the year's review reads of a meal. */
export type MealReviewFields = Pick<
  MealRecord,
  '_id' | 'restaurantId' | 'name' | 'date' | 'isThumbsUp' | 'price'
>;

/**
 * A meal as an import restores it, id and times kept (the diary, the adder,
 * nameKey, month and companionKeys are set by the repository).
 */
export type RestoredMeal = Omit<
  MealRecord,
  'diaryId' | 'userId' | 'nameKey' | 'month' | 'companionKeys' | 'hasCompanions'
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
 * the calendar and the tallies of each diary's meals: every write of a meal,
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
   * Runs a write of the diary's meals in these months, moving on their
   * tallies' stamps and the diary's people version (see PeopleCache).
   */
  private writing<T>(
    diaryId: string,
    months: Parameters<MealTallyCache['writing']>[1],
    write: () => Promise<T>,
  ): Promise<T> {
    return this.tallies.writing(diaryId, months, () => this.people.writing(diaryId, write));
  }

  /** The diary's meals matching every condition, newest first; at most `limit`. */
  list(
    diaryId: string,
    conditions: FilterQuery<MealRecord>[],
    limit?: number,
  ): Promise<MealRecord[]> {
    const query = this.meals.find(diaryFilter(diaryId, conditions)).sort(NEWEST_FIRST);
    if (limit !== undefined) query.limit(limit);
    return query.lean<MealRecord[]>().exec();
  }

  /**
   * The diary's meals matching every condition, newest first, at most `limit`,
   * from the `months` (newest first) of the calendar that may hold them: a
   * month at a time while the page is not full (`monthsAtOnce` of them
   * together, for a filter that keeps few meals a month), then the rest in
   * one query.
   */
  async listByMonth(
    diaryId: string,
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
        return [...found, ...(await this.list(diaryId, [...conditions, older], wanted))];
      }
      const batch = months.slice(index, Math.min(index + monthsAtOnce, MONTHS_READ_ONE_BY_ONE));
      const read = await Promise.all(
        batch.map((month) =>
          this.list(diaryId, [{ month }, ...conditions, { date: datesOfMonth(month) }], wanted),
        ),
      );
      found.push(...read.flat().slice(0, wanted));
      index += batch.length;
    }
    return found;
  }

  /** The diary's months with meals, newest first (built on first use for older diaries). */
  async monthsOf(diaryId: string): Promise<MealMonth[]> {
    // Both at once: every list page asks, and a calendar is built once, at its
    // first read after the upgrade that added calendars.
    const [built, months] = await Promise.all([
      this.calendar.isBuilt(diaryId),
      this.calendar.monthsOf(diaryId),
    ]);
    if (built) return months;
    await this.buildCalendar(diaryId);
    return this.calendar.monthsOf(diaryId);
  }

  findById(diaryId: string, id: Types.ObjectId): Promise<MealRecord | null> {
    return findInDiaryById(this.meals, diaryId, id);
  }

  /** One meal by `_id`, whatever its diary: the caller checks the diary (DiaryRecordsAccess). */
  findAnyById(id: Types.ObjectId): Promise<MealRecord | null> {
    return this.meals.findById(id).lean<MealRecord>().exec();
  }

  async exists(diaryId: string, id: Types.ObjectId): Promise<boolean> {
    return (await findInDiaryById(this.meals, diaryId, id)) !== null;
  }

  /** A new meal of the diary, added by `userId`. */
  async create(diaryId: string, userId: string, fields: MealFields): Promise<MealRecord> {
    const month = monthOf(fields.date!);
    await this.calendar.remember(diaryId, [month]);
    const created = await this.writing(diaryId, [month], () =>
      this.meals.create({ ...fields, month, diaryId, userId }),
    );
    return created.toObject();
  }

  async update(
    diaryId: string,
    id: Types.ObjectId,
    fields: MealFields,
  ): Promise<MealRecord | null> {
    const current = await findInDiaryById(this.meals, diaryId, id);
    if (!current) return null;
    const month = fields.date === undefined ? undefined : monthOf(fields.date);
    if (month) await this.calendar.remember(diaryId, [month]);
    return this.writing(diaryId, [monthOf(current.date), ...(month ? [month] : [])], () =>
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

  async delete(diaryId: string, id: Types.ObjectId): Promise<boolean> {
    const current = await findInDiaryById(this.meals, diaryId, id);
    if (!current) return false;
    const { deletedCount } = await this.writing(diaryId, [monthOf(current.date)], () =>
      this.meals.deleteOne({ _id: id }).exec(),
    );
    return deletedCount === 1;
  }

  /**
   * Moves one meal from `sourceDiaryId` to `targetDiaryId` (MealMoves checked
   * both), writing `fields` with it (its restaurant there); null when it is no
   * longer in the source. Its month joins the target's calendar first, and
   * both diaries' tallies and people move on.
   */
  async moveTo(
    sourceDiaryId: string,
    targetDiaryId: string,
    id: Types.ObjectId,
    fields: MealFields,
  ): Promise<MealRecord | null> {
    const current = await findInDiaryById(this.meals, sourceDiaryId, id);
    if (!current) return null;
    const month = monthOf(fields.date ?? current.date);
    const months = [monthOf(current.date), month];
    await this.calendar.remember(targetDiaryId, [month]);
    return this.writing(sourceDiaryId, months, () =>
      this.writing(targetDiaryId, months, () =>
        this.meals
          .findOneAndUpdate(
            { _id: id, diaryId: sourceDiaryId },
            { $set: { ...fields, month, diaryId: targetDiaryId } },
            { new: true },
          )
          .lean<MealRecord>()
          .exec(),
      ),
    );
  }

  /** Ids of the diary's meals at the restaurant. */
  async idsAtRestaurant(diaryId: string, restaurantId: Types.ObjectId): Promise<Types.ObjectId[]> {
    const rows = await this.meals
      .find({ diaryId, restaurantId }, { _id: 1 })
      .lean<Pick<MealRecord, '_id'>[]>()
      .exec();
    return rows.map((row) => row._id);
  }

  /**
   * Moves every meal of `sourceDiaryId` at the restaurant to `targetDiaryId`,
   * a month at a time so each is labelled with its month (a meal from before
   * the calendar may have none, and the target's calendar may be built).
   * Answers the ids of the restaurant's meals now in the target: those moved
   * by an earlier, interrupted run too.
   */
  async moveAtRestaurant(
    sourceDiaryId: string,
    targetDiaryId: string,
    restaurantId: Types.ObjectId,
  ): Promise<Types.ObjectId[]> {
    const moving = await this.meals
      .find({ diaryId: sourceDiaryId, restaurantId }, { date: 1 })
      .lean<Pick<MealRecord, '_id' | 'date'>[]>()
      .exec();
    const months = [...new Set(moving.map((meal) => monthOf(meal.date)))];
    await this.calendar.remember(targetDiaryId, months);
    for (const month of months)
      await this.writing(sourceDiaryId, [month], () =>
        this.writing(targetDiaryId, [month], () =>
          this.meals
            .updateMany(
              { diaryId: sourceDiaryId, restaurantId, date: datesOfMonth(month) },
              { $set: { diaryId: targetDiaryId, month } },
            )
            .exec(),
        ),
      );
    return this.idsAtRestaurant(targetDiaryId, restaurantId);
  }

  /**
   * Every meal of the diary at one restaurant, newest first, with only the
   * fields `fields` names; served by { diaryId, restaurantId, date, createdAt, _id }.
   */
  atRestaurant<K extends keyof MealRecord>(
    diaryId: string,
    restaurantId: Types.ObjectId,
    fields: readonly K[],
  ): Promise<Pick<MealRecord, K | '_id'>[]> {
    return this.meals
      .find({ diaryId, restaurantId }, Object.fromEntries(fields.map((field) => [field, 1])))
      .sort(NEWEST_FIRST)
      .lean<Pick<MealRecord, K | '_id'>[]>()
      .exec();
  }

  /**
   * The restaurant, thumbs, price and date of every meal of the diary matching
   * the conditions, for the period figures: only those fields travel.
   */
  ratingsAndPlaces(
    diaryId: string,
    conditions: FilterQuery<MealRecord>[],
  ): Promise<Pick<MealRecord, 'restaurantId' | 'isThumbsUp' | 'price' | 'date'>[]> {
    return this.meals
      .find(diaryFilter(diaryId, conditions), {
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
  reviewFieldsOfMonth(diaryId: string, month: MealMonth): Promise<MealReviewFields[]> {
    return this.meals
      .find(diaryFilter(diaryId, [{ month }, { date: datesOfMonth(month) }]), {
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
   * every tally of the diary on (a new epoch), as deleting a restaurant does.
   */
  /** An import's meals, added to the diary by `userId`; a record already stored is skipped. */
  async insertRestored(
    diaryId: string,
    userId: string,
    meals: readonly RestoredMeal[],
  ): Promise<number> {
    if (meals.length === 0) return 0;
    await this.calendar.remember(
      diaryId,
      meals.map((meal) => monthOf(meal.date)),
    );
    return this.writing(diaryId, 'all', () =>
      insertIgnoringDuplicates(
        this.meals,
        meals.map((meal) => ({
          ...meal,
          diaryId,
          userId,
          nameKey: nameKeyOf(meal.name),
          month: monthOf(meal.date),
          ...(meal.companions && companionFields(meal.companions)),
        })),
      ),
    );
  }

  /**
   * How many of the diary's meals (those naming someone, or the person with
   * `key` by the { diaryId, companionKeys, ... } index) name the same people
   * at the same restaurant, counted by the database in one aggregation; the
   * caller folds the rows into each person's figures. Not `$unwind` then a
   * group per person: FerretDB 1.24's `$unwind` drops the other fields, and
   * its `$group` has only `$sum` and `$count` (the last day and name come
   * from `newestNaming`).
   */
  companionCounts(diaryId: string, key?: string): Promise<CompanionPlaceCount[]> {
    // The $match is plain equalities only, which FerretDB pushes down to its
    // backend: only the meals naming someone (or that person) reach the group.
    return this.meals
      .aggregate<CompanionPlaceCount>([
        {
          $match:
            key === undefined ? { diaryId, hasCompanions: true } : { diaryId, companionKeys: key },
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
   * The diary's newest meal naming the person with `key`, or null: read as a
   * one-meal page of the list, month by month from the diary's calendar
   * `months` (monthsOf, newest first; FerretDB
   * sorts every match in memory, so one query over a frequent companion's
   * thousand meals costs more than a month or two of them; served by the
   * { diaryId, companionKeys, date, createdAt, _id } index either way).
   */
  async newestNaming(
    diaryId: string,
    key: string,
    months: readonly MealMonth[],
  ): Promise<MealRecord | null> {
    const [newest] = await this.listByMonth(diaryId, [{ companionKeys: key }], 1, months);
    return newest ?? null;
  }

  /**
   * The diary's meals naming any of the people with `keys` (by the
   * { diaryId, companionKeys, ... } index): their ids and companions only.
   */
  namingAnyOf(diaryId: string, keys: readonly string[]): Promise<MealCompanions[]> {
    return this.meals
      .find({ diaryId, companionKeys: { $in: keys } }, { companions: 1 })
      .lean<MealCompanions[]>()
      .exec();
  }

  /**
   * Sets one meal's companions (and their keys) if they are still `before`
   * (the meal read by `_id` with its diary); answers whether it was written,
   * so a meal edited meanwhile is never overwritten with a stale list.
   * Companions count in no tally, so the tallies and the calendar stay; the
   * people version moves on.
   */
  async replaceCompanions(
    diaryId: string,
    id: Types.ObjectId,
    before: readonly string[],
    after: string[],
  ): Promise<boolean> {
    const { matchedCount } = await this.people.writing(diaryId, () =>
      this.meals
        .updateOne({ _id: id, diaryId, companions: [...before] }, { $set: companionFields(after) })
        .exec(),
    );
    return matchedCount === 1;
  }

  /** Ids of every meal of the diary. */
  idsOf(diaryId: string): Promise<Types.ObjectId[]> {
    return idsOfDiary(this.meals, diaryId);
  }

  /** Every meal of the diary, as stored, in no set order (the export). */
  streamOf(diaryId: string): AsyncIterable<MealRecord> {
    return streamOfDiary(this.meals, diaryId);
  }

  count(diaryId: string): Promise<number> {
    return this.meals.countDocuments({ diaryId }).exec();
  }

  /** Upgrade: meals stored before diaries move into their user's personal diary. */
  backfillDiaryIds(): Promise<number> {
    return backfillPersonalDiaries(this.meals);
  }

  /** Account erasure of the personal diary (its id is the diary's): the meals, their calendar, their cached tallies and people. */
  async eraseOwner(diaryId: string): Promise<void> {
    await this.meals.deleteMany({ diaryId }).exec();
    await this.calendar.eraseOwner(diaryId);
    await this.tallies.forget(diaryId);
    await this.people.forget(diaryId);
  }

  /** Keeps the meals of a deleted restaurant, without the reference. */
  async clearRestaurant(diaryId: string, restaurantId: Types.ObjectId): Promise<void> {
    await this.writing(diaryId, 'all', () =>
      this.meals.updateMany({ diaryId, restaurantId }, { $set: { restaurantId: null } }).exec(),
    );
  }

  /**
   * Builds the calendar of a diary written before it existed: labels its meals
   * with their month and adds their months. Meals written meanwhile add their
   * own month, so a concurrent write is never left out. Runs once per diary.
   */
  private async buildCalendar(diaryId: string): Promise<void> {
    const meals = await this.meals
      .find({ diaryId }, { date: 1, month: 1 })
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
        .updateMany({ diaryId, date: datesOfMonth(month) }, { $set: { month } })
        .exec();
    await this.calendar.remember(diaryId, months);
    await this.calendar.markBuilt(diaryId);
  }
}
