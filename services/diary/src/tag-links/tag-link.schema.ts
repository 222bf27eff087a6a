import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/** A tag on one of a diary's restaurants. */
@Schema({
  collection: 'restaurantTags',
  timestamps: { createdAt: true, updatedAt: false },
  versionKey: false,
})
export class RestaurantTagRecord {
  _id!: Types.ObjectId;

  /**
   * The diary of the link, its record's and its tag's (never changes: a record
   * that moves gets new links in its new diary); every query is scoped by it.
   */
  @Prop({ required: true })
  diaryId!: string;

  /** The member who made the link. */
  @Prop({ required: true })
  userId!: string;

  @Prop({ type: Types.ObjectId, required: true })
  restaurantId!: Types.ObjectId;

  @Prop({ type: Types.ObjectId, required: true })
  tagId!: Types.ObjectId;
}

/** A tag on one of a diary's meals. */
@Schema({
  collection: 'mealTags',
  timestamps: { createdAt: true, updatedAt: false },
  versionKey: false,
})
export class MealTagRecord {
  _id!: Types.ObjectId;

  /** The diary of the link, as for RestaurantTagRecord. */
  @Prop({ required: true })
  diaryId!: string;

  /** The member who made the link. */
  @Prop({ required: true })
  userId!: string;

  @Prop({ type: Types.ObjectId, required: true })
  mealId!: Types.ObjectId;

  @Prop({ type: Types.ObjectId, required: true })
  tagId!: Types.ObjectId;
}

export const RestaurantTagRecordSchema = SchemaFactory.createForClass(RestaurantTagRecord);
// Links of one restaurant (and idempotent linking), and links of one tag.
RestaurantTagRecordSchema.index({ diaryId: 1, restaurantId: 1, tagId: 1 }, { unique: true });
RestaurantTagRecordSchema.index({ diaryId: 1, tagId: 1 });

export const MealTagRecordSchema = SchemaFactory.createForClass(MealTagRecord);
MealTagRecordSchema.index({ diaryId: 1, mealId: 1, tagId: 1 }, { unique: true });
MealTagRecordSchema.index({ diaryId: 1, tagId: 1 });
