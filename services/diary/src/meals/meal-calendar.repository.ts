import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { isDuplicateKeyError } from '../common/duplicate-key';
import { MealMonth } from './meal-month';
import { MealCalendarRecord, MealMonthRecord } from './meal-calendar.schema';

/**
 * The months in which each user logged meals, which the meal list walks (see
 * meal-month.ts): the mealMonths and mealCalendars collections. Only
 * MealsRepository uses it, so every meal write keeps the calendar.
 */
@Injectable()
export class MealCalendarRepository {
  constructor(
    @InjectModel(MealMonthRecord.name) private readonly months: Model<MealMonthRecord>,
    @InjectModel(MealCalendarRecord.name) private readonly calendars: Model<MealCalendarRecord>,
  ) {}

  /** The user's remembered months, newest first. */
  async monthsOf(userId: string): Promise<MealMonth[]> {
    const rows = await this.months
      .find({ userId }, { month: 1, _id: 0 })
      .sort({ month: -1 })
      .lean<Pick<MealMonthRecord, 'month'>[]>()
      .exec();
    return rows.map((row) => row.month);
  }

  /** Whether the calendar was built from the meals stored before it existed (markBuilt). */
  async isBuilt(userId: string): Promise<boolean> {
    return (await this.calendars.exists({ _id: userId }).exec()) !== null;
  }

  /** Adds a month before a meal of it is written, so no list misses the meal. */
  async remember(userId: string, months: Iterable<MealMonth>): Promise<void> {
    for (const month of new Set(months)) {
      try {
        await this.months
          .updateOne(
            { _id: `${userId}:${month}` },
            { $setOnInsert: { userId, month } },
            { upsert: true },
          )
          .exec();
      } catch (error) {
        // Another request added the same month first.
        if (!isDuplicateKeyError(error)) throw error;
      }
    }
  }

  /** Records that the calendar holds every month of the user's meals. */
  async markBuilt(userId: string): Promise<void> {
    try {
      await this.calendars.create({ _id: userId, userId, builtAt: new Date() });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  /** Account erasure. */
  async eraseOwner(userId: string): Promise<void> {
    await this.months.deleteMany({ userId }).exec();
    await this.calendars.deleteMany({ userId }).exec();
  }
}
