import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { DiaryInviteRole } from '@dd/contracts';
import { Types } from 'mongoose';

/**
 * An invitation by e-mail to a shared diary. As with share links, only the
 * SHA-256 of its token is kept, so the database alone lets nobody join.
 */
@Schema({
  collection: 'diary_invites',
  timestamps: { createdAt: true, updatedAt: false },
  versionKey: false,
})
export class DiaryInviteRecord {
  _id!: Types.ObjectId;

  @Prop({ required: true })
  diaryId!: string;

  /** Lower-cased; only the account with this e-mail may accept. */
  @Prop({ required: true })
  email!: string;

  @Prop({ type: String, required: true, enum: ['editor', 'viewer'] })
  role!: DiaryInviteRole;

  /** Base64url SHA-256 of the token. */
  @Prop({ required: true })
  tokenHash!: string;

  /** The inviting owner's first name, shown to the invited person; '' once their account is erased. */
  @Prop({ default: '' })
  invitedBy!: string;

  /** The inviting owner's user id: their name leaves the diary's invitations when they leave it. */
  @Prop({ default: '' })
  inviterId!: string;

  @Prop({ required: true })
  expiresAt!: Date;

  @Prop({ type: Date, default: null })
  acceptedAt!: Date | null;

  @Prop({ type: Date, default: null })
  revokedAt!: Date | null;

  createdAt!: Date;
}

export const DiaryInviteRecordSchema = SchemaFactory.createForClass(DiaryInviteRecord);
// The invited person's one lookup.
DiaryInviteRecordSchema.index({ tokenHash: 1 }, { unique: true });
// "The diary's pending invitations", revocation, and the diary's deletion.
DiaryInviteRecordSchema.index({ diaryId: 1, createdAt: 1, _id: 1 });
