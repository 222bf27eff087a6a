import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';

/** A demo post, owned by the user who wrote it. */
@Schema({
  collection: 'posts',
  timestamps: { createdAt: true, updatedAt: false },
  versionKey: false,
})
export class PostRecord {
  _id!: Types.ObjectId;

  /** Id of the owner, from the token's `user.id`. */
  @Prop({ required: true })
  userId!: string;

  @Prop({ required: true })
  content!: string;

  createdAt!: Date;
}

export const PostRecordSchema = SchemaFactory.createForClass(PostRecord);
// Serves "this user's posts, newest first".
PostRecordSchema.index({ userId: 1, createdAt: -1, _id: -1 });
