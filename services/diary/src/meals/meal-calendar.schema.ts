import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * A month in which the user logged a meal: the list's calendar. Written before
 * any meal of that month, and never removed with its meals (a month left empty
 * costs the list one empty read), so the calendar never misses a month.
 */
@Schema({ collection: 'mealMonths', versionKey: false })
export class MealMonthRecord {
  /** `<diaryId>:<YYYY-MM>` (the field keeps its name from before diaries): a second writer of the same month finds it taken. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true })
  userId!: string;

  /** `YYYY-MM`. */
  @Prop({ required: true })
  month!: string;
}

export const MealMonthRecordSchema = SchemaFactory.createForClass(MealMonthRecord);
// The calendar of one user, newest month first.
MealMonthRecordSchema.index({ userId: 1, month: -1 });

/**
 * Says that the user's calendar holds every month of their meals: it was
 * built from the meals stored before the calendar existed, and every write
 * since has kept it.
 */
@Schema({ collection: 'mealCalendars', versionKey: false })
export class MealCalendarRecord {
  /** The user's id: one per user, read by `_id` alone. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true })
  userId!: string;

  @Prop({ required: true })
  builtAt!: Date;
}

export const MealCalendarRecordSchema = SchemaFactory.createForClass(MealCalendarRecord);
MealCalendarRecordSchema.index({ userId: 1 });
