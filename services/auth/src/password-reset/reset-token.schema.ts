import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';

/**
 * A password reset token. Only its SHA-256 digest is stored, so the database
 * alone cannot be used to reset anyone's password. Expiry is checked in code
 * (the database offers no TTL index); used and expired records stay as an
 * audit trail.
 */
@Schema({
  collection: 'password_reset_tokens',
  timestamps: { createdAt: true, updatedAt: false },
  versionKey: false,
})
export class ResetTokenRecord {
  _id!: Types.ObjectId;

  @Prop({ required: true })
  tokenHash!: string;

  @Prop({ required: true })
  userId!: string;

  @Prop({ required: true })
  expiresAt!: Date;

  @Prop({ type: Date, default: null })
  usedAt!: Date | null;

  createdAt!: Date;
}

export const ResetTokenRecordSchema = SchemaFactory.createForClass(ResetTokenRecord);
ResetTokenRecordSchema.index({ tokenHash: 1 }, { unique: true });
ResetTokenRecordSchema.index({ userId: 1 });
