import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { FilterQuery, Model, Types } from 'mongoose';
import { NEWEST_FIRST } from '../common/list-conditions';
import { ownerFilter } from '../common/owner-filter';
import { findOwnedById } from '../common/owned-by-id';
import { MealRecord } from './meal.schema';

/** The fields a create or update writes (the owner and _id are set by the repository). */
export type MealFields = Partial<Omit<MealRecord, '_id' | 'userId' | 'createdAt' | 'updatedAt'>>;

@Injectable()
export class MealsRepository {
  constructor(@InjectModel(MealRecord.name) private readonly meals: Model<MealRecord>) {}

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

  findById(userId: string, id: Types.ObjectId): Promise<MealRecord | null> {
    return findOwnedById(this.meals, userId, id);
  }

  async exists(userId: string, id: Types.ObjectId): Promise<boolean> {
    return (await findOwnedById(this.meals, userId, id)) !== null;
  }

  async create(userId: string, fields: MealFields): Promise<MealRecord> {
    const created = await this.meals.create({ ...fields, userId });
    return created.toObject();
  }

  async update(userId: string, id: Types.ObjectId, fields: MealFields): Promise<MealRecord | null> {
    if (!(await this.exists(userId, id))) return null;
    return this.meals
      .findOneAndUpdate({ _id: id }, { $set: fields }, { new: true })
      .lean<MealRecord>()
      .exec();
  }

  async delete(userId: string, id: Types.ObjectId): Promise<boolean> {
    if (!(await findOwnedById(this.meals, userId, id))) return false;
    const { deletedCount } = await this.meals.deleteOne({ _id: id }).exec();
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
   * The restaurant and thumbs of every meal of the user matching the conditions,
   * for the period figures: only those two fields travel.
   */
  ratingsAndPlaces(
    userId: string,
    conditions: FilterQuery<MealRecord>[],
  ): Promise<Pick<MealRecord, 'restaurantId' | 'isThumbsUp'>[]> {
    return this.meals
      .find(ownerFilter(userId, conditions), { restaurantId: 1, isThumbsUp: 1, _id: 0 })
      .lean<Pick<MealRecord, 'restaurantId' | 'isThumbsUp'>[]>()
      .exec();
  }

  /**
   * The restaurants where the user had a meal dated before `day`; served by
   * { userId, date, _id }. Not narrowed to given restaurants: FerretDB checks an
   * `$in` of hundreds of ids against every document, far slower than the answer
   * (at most the user's restaurants) is to intersect.
   */
  restaurantsWithMealsBefore(userId: string, day: string): Promise<Types.ObjectId[]> {
    return this.meals
      .distinct<'restaurantId', Types.ObjectId | null>('restaurantId', {
        userId,
        date: { $lt: day },
      })
      .exec()
      .then((ids) => ids.filter((id): id is Types.ObjectId => id !== null));
  }

  /** Keeps the meals of a deleted restaurant, without the reference. */
  async clearRestaurant(userId: string, restaurantId: Types.ObjectId): Promise<void> {
    await this.meals.updateMany({ userId, restaurantId }, { $set: { restaurantId: null } }).exec();
  }
}
