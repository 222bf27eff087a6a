import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { ImageEntryRecord, ImageEntryRecordSchema } from '../common/image-entry.schema';
import { DiaryNamedRecord } from '../common/diary-named-record';
import { PriceRecord, PriceRecordSchema } from './price.schema';

/** A meal in one diary, optionally at one of the diary's restaurants. */
@Schema({ collection: 'meals', timestamps: true, versionKey: false })
export class MealRecord extends DiaryNamedRecord {
  /** The diary's restaurant, or null (also after that restaurant was deleted). */
  @Prop({ type: Types.ObjectId, default: null })
  restaurantId!: Types.ObjectId | null;

  /** `YYYY-MM-DD`: sorts as text. */
  @Prop({ required: true })
  date!: string;

  /**
   * `YYYY-MM` of `date`, kept by the repository: the list reads one month at a
   * time by equality on it (meal-month.ts). Missing on meals stored before it,
   * until the user's calendar is built (MealsRepository.monthsOf).
   */
  @Prop({ type: String })
  month?: string;

  @Prop({ type: Boolean, default: null })
  isThumbsUp!: boolean | null;

  /** Markdown. */
  @Prop({ default: '' })
  notes!: string;

  @Prop({ type: [ImageEntryRecordSchema], default: [] })
  mealImages!: ImageEntryRecord[];

  /** Legacy single image of records from before image lists. */
  @Prop({ type: String, default: null })
  imageUrl!: string | null;

  /** What the meal cost, or null; missing on meals stored before prices (read as null). */
  @Prop({ type: PriceRecordSchema, default: null })
  price!: PriceRecord | null;

  /** Who the user ate with, as written (issue 45); missing on meals stored before companions (read as []). */
  @Prop({ type: [String], default: undefined })
  companions?: string[];

  /**
   * `companionKey` of each of `companions`, in their order, kept by the
   * repository's writes: the `?companion=` filter and the people's figures
   * compare these. Never answered.
   */
  @Prop({ type: [String], default: undefined })
  companionKeys?: string[];

  /**
   * Whether `companions` names anyone, kept beside them: a top-level
   * equality FerretDB pushes down to its backend, so counting the people
   * reads only the meals naming someone. Never answered.
   */
  @Prop({ type: Boolean, default: undefined })
  hasCompanions?: boolean;
}

export const MealRecordSchema = SchemaFactory.createForClass(MealRecord);
// The list (newest first, keyset pages), the name search/sort, and "meals at this restaurant".
MealRecordSchema.index({ diaryId: 1, date: -1, createdAt: -1, _id: -1 });
MealRecordSchema.index({ diaryId: 1, nameKey: 1 });
MealRecordSchema.index({ diaryId: 1, restaurantId: 1, date: -1, createdAt: -1, _id: -1 });
// The meals shared with one person (`?companion=`, the people's rename and delete): multikey on the keys.
MealRecordSchema.index({ diaryId: 1, companionKeys: 1, date: -1, createdAt: -1, _id: -1 });
