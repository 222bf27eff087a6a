import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { isDuplicateKeyError } from '../common/duplicate-key';
import { datesOfMonth, MealMonth, monthOf } from './meal-month';
import { MealCalendarRecord, MealMonthRecord } from './meal-calendar.schema';
import { MealRecord } from './meal.schema';

/** The months in which each user logged meals, which the meal list walks (see meal-month.ts). */
@Injectable()
export class MealCalendarRepository {
  constructor(
    @InjectModel(MealMonthRecord.name) private readonly months: Model<MealMonthRecord>,
    @InjectModel(MealCalendarRecord.name) private readonly calendars: Model<MealCalendarRecord>,
    @InjectModel(MealRecord.name) private readonly meals: Model<MealRecord>,
  ) {}

  /** The user's months with meals, newest first (built on first use for older diaries). */
  async monthsOf(userId: string): Promise<MealMonth[]> {
    if (!(await this.calendars.exists({ _id: userId }).exec())) await this.build(userId);
    const rows = await this.months
      .find({ userId }, { month: 1, _id: 0 })
      .sort({ month: -1 })
      .lean<Pick<MealMonthRecord, 'month'>[]>()
      .exec();
    return rows.map((row) => row.month);
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

  /**
   * Builds the calendar of a diary written before it existed: labels its meals
   * with their month and adds their months. Meals written meanwhile add their
   * own month, so a concurrent write is never left out. Runs once per user.
   */
  private async build(userId: string): Promise<void> {
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
    await this.remember(userId, months);
    try {
      await this.calendars.create({ _id: userId, userId, builtAt: new Date() });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
}
