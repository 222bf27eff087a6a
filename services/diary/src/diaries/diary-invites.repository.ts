import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { DiaryInviteRecord } from './diary-invite.schema';

/** The fields a new invitation is written with (id, state and time are set here). */
export type DiaryInviteFields = Pick<
  DiaryInviteRecord,
  'diaryId' | 'email' | 'role' | 'tokenHash' | 'invitedBy' | 'inviterId' | 'expiresAt'
>;

/** Neither accepted nor revoked, and not yet expired at `now`. */
function pendingAt(now: Date) {
  return { acceptedAt: null, revokedAt: null, expiresAt: { $gt: now } };
}

/** The diary_invites collection: the only class that reads or writes it. */
@Injectable()
export class DiaryInvitesRepository {
  constructor(
    @InjectModel(DiaryInviteRecord.name) private readonly invites: Model<DiaryInviteRecord>,
  ) {}

  async create(fields: DiaryInviteFields): Promise<DiaryInviteRecord> {
    return (await this.invites.create(fields)).toObject();
  }

  findByTokenHash(tokenHash: string): Promise<DiaryInviteRecord | null> {
    return this.invites.findOne({ tokenHash }).lean<DiaryInviteRecord>().exec();
  }

  /** The diary's invitations that can still be accepted, oldest first. */
  pendingOf(diaryId: string, now: Date): Promise<DiaryInviteRecord[]> {
    return this.invites
      .find({ diaryId, ...pendingAt(now) })
      .sort({ createdAt: 1, _id: 1 })
      .lean<DiaryInviteRecord[]>()
      .exec();
  }

  /** Revokes one of the diary's pending invitations; false when it has none by that id. */
  async revoke(diaryId: string, id: Types.ObjectId, now: Date): Promise<boolean> {
    const invite = await this.invites.findById(id).lean<DiaryInviteRecord>().exec();
    if (!invite || invite.diaryId !== diaryId) return false;
    const { modifiedCount } = await this.invites
      .updateOne({ _id: id, ...pendingAt(now) }, { $set: { revokedAt: now } })
      .exec();
    return modifiedCount === 1;
  }

  /** Uses the invitation up; false when it was accepted, revoked or expired meanwhile. */
  async markAccepted(id: Types.ObjectId, now: Date): Promise<boolean> {
    const { modifiedCount } = await this.invites
      .updateOne({ _id: id, ...pendingAt(now) }, { $set: { acceptedAt: now } })
      .exec();
    return modifiedCount === 1;
  }

  /** A member leaving the diary: their name leaves the invitations they sent (by the diary's index). */
  async forgetInviter(diaryId: string, userId: string): Promise<void> {
    await this.invites
      .updateMany({ diaryId, inviterId: userId }, { $set: { invitedBy: '', inviterId: '' } })
      .exec();
  }

  /** The diary's deletion. */
  async removeAllOf(diaryId: string): Promise<void> {
    await this.invites.deleteMany({ diaryId }).exec();
  }
}
