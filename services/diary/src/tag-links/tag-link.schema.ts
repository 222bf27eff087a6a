import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/** A tag on one of the user's restaurants. */
@Schema({
  collection: 'restaurantTags',
  timestamps: { createdAt: true, updatedAt: false },
  versionKey: false,
})
export class RestaurantTagRecord {
  _id!: Types.ObjectId;

  @Prop({ required: true })
  userId!: string;

  @Prop({ type: Types.ObjectId, required: true })
  restaurantId!: Types.ObjectId;

  @Prop({ type: Types.ObjectId, required: true })
  tagId!: Types.ObjectId;
}

/** A tag on one of the user's meals. */
@Schema({
  collection: 'mealTags',
  timestamps: { createdAt: true, updatedAt: false },
  versionKey: false,
})
export class MealTagRecord {
  _id!: Types.ObjectId;

  @Prop({ required: true })
  userId!: string;

  @Prop({ type: Types.ObjectId, required: true })
  mealId!: Types.ObjectId;

  @Prop({ type: Types.ObjectId, required: true })
  tagId!: Types.ObjectId;
}

export const RestaurantTagRecordSchema = SchemaFactory.createForClass(RestaurantTagRecord);
// Links of one restaurant (and idempotent linking), and links of one tag.
RestaurantTagRecordSchema.index({ userId: 1, restaurantId: 1, tagId: 1 }, { unique: true });
RestaurantTagRecordSchema.index({ userId: 1, tagId: 1 });

export const MealTagRecordSchema = SchemaFactory.createForClass(MealTagRecord);
MealTagRecordSchema.index({ userId: 1, mealId: 1, tagId: 1 }, { unique: true });
MealTagRecordSchema.index({ userId: 1, tagId: 1 });
