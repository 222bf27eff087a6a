import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { FilterQuery, Model, Types } from 'mongoose';
import { NEWEST_FIRST } from '../common/list-conditions';
import { ownerFilter } from '../common/owner-filter';
import { findOwnedById } from '../common/owned-by-id';
import { MealCalendarRepository } from './meal-calendar.repository';
import { datesOfMonth, MealMonth, monthOf } from './meal-month';
import { MealTallyCache } from './meal-tally.cache';
import { MealRecord } from './meal.schema';

/** The fields a create or update writes (the owner, _id and month are set by the repository). */
export type MealFields = Partial<
  Omit<MealRecord, '_id' | 'userId' | 'month' | 'createdAt' | 'updatedAt'>
>;

/**
 * How many months a page reads one by one before it reads all the older ones
 * in one query: a sparse diary (or a rare search) would otherwise cost a read
 * per month.
 */
const MONTHS_READ_ONE_BY_ONE = 3;

@Injectable()
export class MealsRepository {
  constructor(
    @InjectModel(MealRecord.name) private readonly meals: Model<MealRecord>,
    private readonly calendar: MealCalendarRepository,
    private readonly tallies: MealTallyCache,
  ) {}

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
   * from the `months` (newest first) of the calendar that may hold them: one
   * month at a time while the page is not full, then the rest in one query.
   */
  async listByMonth(
    userId: string,
    conditions: FilterQuery<MealRecord>[],
    limit: number,
    months: readonly MealMonth[],
  ): Promise<MealRecord[]> {
    const found: MealRecord[] = [];
    for (const [index, month] of months.entries()) {
      const wanted = limit - found.length;
      if (index === MONTHS_READ_ONE_BY_ONE) {
        const older = { date: { $lte: datesOfMonth(month).$lte } };
        return [...found, ...(await this.list(userId, [...conditions, older], wanted))];
      }
      found.push(
        ...(await this.list(
          userId,
          [{ month }, ...conditions, { date: datesOfMonth(month) }],
          wanted,
        )),
      );
      if (found.length >= limit) break;
    }
    return found;
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
    const created = await this.tallies.writing(userId, [month], () =>
      this.meals.create({ ...fields, month, userId }),
    );
    return created.toObject();
  }

  async update(userId: string, id: Types.ObjectId, fields: MealFields): Promise<MealRecord | null> {
    const current = await findOwnedById(this.meals, userId, id);
    if (!current) return null;
    const month = fields.date === undefined ? undefined : monthOf(fields.date);
    if (month) await this.calendar.remember(userId, [month]);
    return this.tallies.writing(userId, [monthOf(current.date), ...(month ? [month] : [])], () =>
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
    const { deletedCount } = await this.tallies.writing(userId, [monthOf(current.date)], () =>
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
   * The restaurant, thumbs and date of every meal of the user matching the
   * conditions, for the period figures: only those fields travel.
   */
  ratingsAndPlaces(
    userId: string,
    conditions: FilterQuery<MealRecord>[],
  ): Promise<Pick<MealRecord, 'restaurantId' | 'isThumbsUp' | 'date'>[]> {
    return this.meals
      .find(ownerFilter(userId, conditions), { restaurantId: 1, isThumbsUp: 1, date: 1, _id: 0 })
      .lean<Pick<MealRecord, 'restaurantId' | 'isThumbsUp' | 'date'>[]>()
      .exec();
  }

  /** Keeps the meals of a deleted restaurant, without the reference. */
  async clearRestaurant(userId: string, restaurantId: Types.ObjectId): Promise<void> {
    await this.tallies.writing(userId, 'all', () =>
      this.meals.updateMany({ userId, restaurantId }, { $set: { restaurantId: null } }).exec(),
    );
  }
}
