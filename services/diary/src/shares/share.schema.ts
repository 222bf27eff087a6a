import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/**
 * A read-only link to part of a diary. Only the SHA-256 of its token is
 * kept, so the database alone opens nothing. The records shown were chosen
 * once, at creation: a restaurants share keeps the ids the filter matched then.
 */
@Schema({
  collection: 'shares',
  timestamps: { createdAt: true, updatedAt: false },
  versionKey: false,
})
export class ShareRecord {
  _id!: Types.ObjectId;

  /** Who made it: an owner or editor of its diary, while they stay one (else the link shows nothing). */
  @Prop({ required: true })
  userId!: string;

  /** The diary whose records it shows; missing on links made before shared diaries (the maker's personal diary). */
  @Prop()
  diaryId?: string;

  /** Base64url SHA-256 of the token. */
  @Prop({ required: true })
  tokenHash!: string;

  @Prop({ required: true, enum: ['restaurants', 'restaurant', 'meal'] })
  kind!: 'restaurants' | 'restaurant' | 'meal';

  /** The restaurants shown, in the list's order (one for a restaurant share, none for a meal). */
  @Prop({ type: [Types.ObjectId], default: [] })
  restaurantIds!: Types.ObjectId[];

  @Prop({ type: Types.ObjectId, default: null })
  mealId!: Types.ObjectId | null;

  @Prop({ required: true })
  title!: string;

  @Prop({ default: '' })
  description!: string;

  /** The first word of the owner's name: all of them the page tells. */
  @Prop({ default: '' })
  ownerFirstName!: string;

  @Prop({ default: false })
  includeNotes!: boolean;

  @Prop({ default: false })
  includePhotos!: boolean;

  /** Whether the page shows what meals cost; missing on shares made before prices (none shown). */
  @Prop({ default: false })
  includePrices?: boolean;

  /** Whether the page shows who the owner ate with; missing on shares made before companions (none shown). */
  @Prop({ default: false })
  includeCompanions?: boolean;

  @Prop({ default: 0 })
  opens!: number;

  createdAt!: Date;
}

export const ShareRecordSchema = SchemaFactory.createForClass(ShareRecord);
// The public page's one lookup.
ShareRecordSchema.index({ tokenHash: 1 }, { unique: true });
// "This user's links, newest first", revocation and erasure.
ShareRecordSchema.index({ userId: 1, createdAt: -1, _id: -1 });
