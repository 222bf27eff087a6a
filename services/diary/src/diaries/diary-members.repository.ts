import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { DiaryRole } from '@dd/contracts';
import { Model } from 'mongoose';
import { isDuplicateKeyError } from '../common/duplicate-key';
import { DiaryMemberRecord } from './diary-member.schema';

/** The fields a membership is written with. */
export type DiaryMemberFields = Omit<DiaryMemberRecord, '_id'>;

/** Earliest joined first; `_id` breaks ties (two joins in one millisecond). */
const EARLIEST_FIRST = { joinedAt: 1, _id: 1 } as const;

/** The diary_members collection: the only class that reads or writes it. */
@Injectable()
export class DiaryMembersRepository {
  constructor(
    @InjectModel(DiaryMemberRecord.name) private readonly members: Model<DiaryMemberRecord>,
  ) {}

  /** Adds the membership; when the user is already a member, answers theirs unchanged. */
  async add(fields: DiaryMemberFields): Promise<{ member: DiaryMemberRecord; created: boolean }> {
    try {
      return { member: (await this.members.create(fields)).toObject(), created: true };
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const member = await this.find(fields.diaryId, fields.userId);
      if (!member) throw error;
      return { member, created: false };
    }
  }

  /** The user's membership of the diary, read afresh (every request's access check). */
  find(diaryId: string, userId: string): Promise<DiaryMemberRecord | null> {
    return this.members.findOne({ diaryId, userId }).lean<DiaryMemberRecord>().exec();
  }

  /** The diary's members, earliest joined first. */
  listOf(diaryId: string): Promise<DiaryMemberRecord[]> {
    return this.members.find({ diaryId }).sort(EARLIEST_FIRST).lean<DiaryMemberRecord[]>().exec();
  }

  /** Every membership of the user, in no set order. */
  listForUser(userId: string): Promise<DiaryMemberRecord[]> {
    return this.members.find({ userId }).lean<DiaryMemberRecord[]>().exec();
  }

  /** The updated membership, or null when the user is not a member. */
  setRole(diaryId: string, userId: string, role: DiaryRole): Promise<DiaryMemberRecord | null> {
    return this.members
      .findOneAndUpdate({ diaryId, userId }, { $set: { role } }, { new: true })
      .lean<DiaryMemberRecord>()
      .exec();
  }

  /** False when the user was not a member. */
  async remove(diaryId: string, userId: string): Promise<boolean> {
    const { deletedCount } = await this.members.deleteOne({ diaryId, userId }).exec();
    return deletedCount === 1;
  }

  /** The diary's deletion. */
  async removeAllOf(diaryId: string): Promise<void> {
    await this.members.deleteMany({ diaryId }).exec();
  }
}
