import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';

/** A label a user puts on restaurants and meals. */
@Schema({ collection: 'tags', timestamps: true, versionKey: false })
export class TagRecord {
  _id!: Types.ObjectId;

  @Prop({ required: true })
  userId!: string;

  @Prop({ required: true })
  name!: string;

  /** Lower-case name: unique per user, so names are unique case-insensitively. */
  @Prop({ required: true })
  nameKey!: string;

  createdAt!: Date;
  updatedAt!: Date;
}

export const TagRecordSchema = SchemaFactory.createForClass(TagRecord);
TagRecordSchema.index({ userId: 1, nameKey: 1 }, { unique: true });
