import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { isDuplicateKeyError } from '../common/duplicate-key';
import { MealMonth } from './meal-month';
import { MealCalendarRecord, MealMonthRecord } from './meal-calendar.schema';

/**
 * The months in which each diary has meals, which the meal list walks (see
 * meal-month.ts): the mealMonths and mealCalendars collections. Keyed by
 * the diary: their `userId` field holds the diary's id (the personal
 * diary's id is its user's, so calendars from before diaries stay valid). Only
 * MealsRepository uses it, so every meal write keeps the calendar.
 */
@Injectable()
export class MealCalendarRepository {
  constructor(
    @InjectModel(MealMonthRecord.name) private readonly months: Model<MealMonthRecord>,
    @InjectModel(MealCalendarRecord.name) private readonly calendars: Model<MealCalendarRecord>,
  ) {}

  /** The diary's remembered months, newest first. */
  async monthsOf(diaryId: string): Promise<MealMonth[]> {
    const rows = await this.months
      .find({ userId: diaryId }, { month: 1, _id: 0 })
      .sort({ month: -1 })
      .lean<Pick<MealMonthRecord, 'month'>[]>()
      .exec();
    return rows.map((row) => row.month);
  }

  /** Whether the calendar was built from the meals stored before it existed (markBuilt). */
  async isBuilt(diaryId: string): Promise<boolean> {
    return (await this.calendars.exists({ _id: diaryId }).exec()) !== null;
  }

  /** Adds a month before a meal of it is written, so no list misses the meal. */
  async remember(diaryId: string, months: Iterable<MealMonth>): Promise<void> {
    for (const month of new Set(months)) {
      try {
        await this.months
          .updateOne(
            { _id: `${diaryId}:${month}` },
            { $setOnInsert: { userId: diaryId, month } },
            { upsert: true },
          )
          .exec();
      } catch (error) {
        // Another request added the same month first.
        if (!isDuplicateKeyError(error)) throw error;
      }
    }
  }

  /** Records that the calendar holds every month of the diary's meals. */
  async markBuilt(diaryId: string): Promise<void> {
    try {
      await this.calendars.create({ _id: diaryId, userId: diaryId, builtAt: new Date() });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  /** Account erasure. */
  async eraseOwner(diaryId: string): Promise<void> {
    await this.months.deleteMany({ userId: diaryId }).exec();
    await this.calendars.deleteMany({ userId: diaryId }).exec();
  }
}
