import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { DiaryRole } from '@dd/contracts';
import { Types } from 'mongoose';

/** One user's membership of a shared diary, with the role that says what they may do. */
@Schema({ collection: 'diary_members', versionKey: false })
export class DiaryMemberRecord {
  _id!: Types.ObjectId;

  /** The shared diary's id as a string (a personal diary's id, its user's id, is one too). */
  @Prop({ required: true })
  diaryId!: string;

  @Prop({ required: true })
  userId!: string;

  @Prop({ type: String, required: true, enum: ['owner', 'editor', 'viewer'] })
  role!: DiaryRole;

  /** The first word of the member's name when they joined: all the other members see. */
  @Prop({ default: '' })
  firstName!: string;

  @Prop({ required: true })
  joinedAt!: Date;
}

export const DiaryMemberRecordSchema = SchemaFactory.createForClass(DiaryMemberRecord);
// One membership per user and diary; every request's access check.
DiaryMemberRecordSchema.index({ diaryId: 1, userId: 1 }, { unique: true });
// "The diary's members, earliest joined first" (its list, and who takes over from its last owner).
DiaryMemberRecordSchema.index({ diaryId: 1, joinedAt: 1, _id: 1 });
// "The user's diaries" (GET /api/diaries) and account erasure.
DiaryMemberRecordSchema.index({ userId: 1 });
