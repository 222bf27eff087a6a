import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/**
 * Journal of a merge: this source tag was merged into that target. Written
 * before the source is deleted and kept afterwards, so a retried merge (after
 * a crash part-way, or a lost answer) recognises its own deleted sources
 * instead of answering 404 for them. FerretDB has no transactions.
 */
@Schema({
  collection: 'tagMerges',
  timestamps: { createdAt: true, updatedAt: false },
  versionKey: false,
})
export class TagMergeRecord {
  _id!: Types.ObjectId;

  @Prop({ required: true })
  userId!: string;

  @Prop({ type: Types.ObjectId, required: true })
  sourceId!: Types.ObjectId;

  @Prop({ type: Types.ObjectId, required: true })
  targetId!: Types.ObjectId;
}

export const TagMergeRecordSchema = SchemaFactory.createForClass(TagMergeRecord);
// A tag is merged away once: its id is never reused.
TagMergeRecordSchema.index({ userId: 1, sourceId: 1 }, { unique: true });
