import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/**
 * Which of a diary's restaurants holds a Yelp business: one document per
 * diary and business, `_id` `<diaryId>:<yelpId>` (the `userId` field holds
 * the diary's id, named before diaries: the personal diary's id is its
 * user's, so older claims stay valid). The unique `_id` is the one
 * uniqueness FerretDB (on SQLite) enforces, so a claim written before the
 * restaurant makes "one restaurant per Yelp business" hold under races.
 */
@Schema({
  collection: 'restaurantYelpClaims',
  versionKey: false,
  timestamps: { createdAt: true, updatedAt: false },
})
export class YelpClaimRecord {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true })
  userId!: string;

  @Prop({ type: Types.ObjectId, required: true })
  restaurantId!: Types.ObjectId;

  createdAt!: Date;
}

export const YelpClaimRecordSchema = SchemaFactory.createForClass(YelpClaimRecord);
// Account erasure drops a user's claims.
YelpClaimRecordSchema.index({ userId: 1 });
