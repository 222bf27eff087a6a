import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { ImageEntryRecord, ImageEntryRecordSchema } from '../database/image-entry.schema';

/** A meal in one user's diary, optionally at one of their restaurants. */
@Schema({ collection: 'meals', timestamps: true, versionKey: false })
export class MealRecord {
  _id!: Types.ObjectId;

  /** Owner, from the token's `user.id`; every query is scoped by it. */
  @Prop({ required: true })
  userId!: string;

  @Prop({ required: true })
  name!: string;

  /** Lower-case name, for sorting and case-insensitive search (FerretDB has no collation). */
  @Prop({ required: true })
  nameKey!: string;

  /** The owner's restaurant, or null (also after that restaurant was deleted). */
  @Prop({ type: Types.ObjectId, default: null })
  restaurantId!: Types.ObjectId | null;

  /** `YYYY-MM-DD`: sorts as text. */
  @Prop({ required: true })
  date!: string;

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

  createdAt!: Date;
  updatedAt!: Date;
}

export const MealRecordSchema = SchemaFactory.createForClass(MealRecord);
// The list (newest first, keyset pages), the name search/sort, and "meals at this restaurant".
MealRecordSchema.index({ userId: 1, date: -1, _id: -1 });
MealRecordSchema.index({ userId: 1, nameKey: 1 });
MealRecordSchema.index({ userId: 1, restaurantId: 1 });
