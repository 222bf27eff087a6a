import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/**
 * A shared diary ("Home"). The personal diary of each user is not stored:
 * its id is the user's id (docs/decisions.md, "Shared diaries").
 */
@Schema({
  collection: 'diaries',
  timestamps: { createdAt: true, updatedAt: false },
  versionKey: false,
})
export class DiaryRecord {
  _id!: Types.ObjectId;

  @Prop({ required: true })
  name!: string;

  createdAt!: Date;
}

export const DiaryRecordSchema = SchemaFactory.createForClass(DiaryRecord);
