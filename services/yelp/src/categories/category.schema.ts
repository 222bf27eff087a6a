import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';

/** A user's restaurant category; unique per user by `alias` (derived from the name). */
@Schema({ collection: 'categories', timestamps: true })
export class CategoryRecord {
  @Prop({ required: true })
  userId!: string;

  @Prop({ required: true })
  name!: string;

  @Prop({ required: true })
  alias!: string;
}

export type CategoryDocument = HydratedDocument<CategoryRecord>;

export const CategorySchema = SchemaFactory.createForClass(CategoryRecord);
CategorySchema.index({ userId: 1, alias: 1 }, { unique: true });
// The user's categories by name, as they are listed.
CategorySchema.index({ userId: 1, name: 1 });
