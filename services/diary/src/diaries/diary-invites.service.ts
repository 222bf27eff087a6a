import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  type AuthUser,
  DIARY_INVITE_PATH_PREFIX,
  DIARY_INVITE_TTL_DAYS,
  type DiaryInviteInput,
  type DiaryInviteSummary,
} from '@dd/contracts';
import { Mailer } from '@dd/nest-common';
import { Types } from 'mongoose';
import type { DiaryMailConfig } from '../config';
import { DiariesRepository } from './diaries.repository';
import { DIARY_NOT_FOUND, DiaryAccess } from './diary-access';
import { firstNameOf } from './diary-first-name';
import type { DiaryInviteRecord } from './diary-invite.schema';
import { DiaryInvitesRepository } from './diary-invites.repository';
import { DIARY_MAIL_CONFIG } from './diary-mail-config.token';
import { diaryInviteMail } from './invite-mail';
import { inviteTokenHash, newInviteToken } from './invite-token';
import { PERSONAL_NOT_SHARED, refusePersonal } from './personal-diary';

const DAY_MS = 24 * 3600 * 1000;

/** An owner's side of invitations: send them by e-mail, list the pending ones, revoke them. */
@Injectable()
export class DiaryInvitesService {
  constructor(
    private readonly access: DiaryAccess,
    private readonly diaries: DiariesRepository,
    private readonly invites: DiaryInvitesRepository,
    private readonly mailer: Mailer,
    @Inject(DIARY_MAIL_CONFIG) private readonly mail: DiaryMailConfig,
  ) {}

  /** Stores the invitation and mails its link; the token is in the e-mail alone. */
  async create(
    user: AuthUser,
    diaryId: string,
    input: DiaryInviteInput,
  ): Promise<DiaryInviteSummary> {
    const grant = await this.access.require(user.id, diaryId, 'manage');
    refusePersonal(grant, PERSONAL_NOT_SHARED);
    const diary = await this.diaries.findById(diaryId);
    if (!diary) throw new NotFoundException(DIARY_NOT_FOUND);
    const token = newInviteToken();
    const invitedBy = firstNameOf(user.fullName);
    const invite = await this.invites.create({
      diaryId,
      email: input.email,
      role: input.role,
      tokenHash: inviteTokenHash(token),
      invitedBy,
      inviterId: user.id,
      expiresAt: new Date(Date.now() + DIARY_INVITE_TTL_DAYS * DAY_MS),
    });
    this.mailer.sendInBackground(
      diaryInviteMail({
        to: input.email,
        link: `${this.mail.appOrigin}${DIARY_INVITE_PATH_PREFIX}/${token}`,
        diaryName: diary.name,
        invitedBy,
        role: input.role,
        validDays: DIARY_INVITE_TTL_DAYS,
      }),
      'a diary invitation',
    );
    return toInviteSummary(invite);
  }

  /** The invitations that can still be accepted, oldest first. */
  async listPending(userId: string, diaryId: string): Promise<DiaryInviteSummary[]> {
    const grant = await this.access.require(userId, diaryId, 'manage');
    refusePersonal(grant, PERSONAL_NOT_SHARED);
    return (await this.invites.pendingOf(diaryId, new Date())).map(toInviteSummary);
  }

  /** Revokes a pending invitation of this diary: its link answers 404 from now on. */
  async revoke(userId: string, diaryId: string, inviteId: string): Promise<void> {
    const grant = await this.access.require(userId, diaryId, 'manage');
    refusePersonal(grant, PERSONAL_NOT_SHARED);
    if (!(await this.invites.revoke(diaryId, new Types.ObjectId(inviteId), new Date())))
      throw new NotFoundException('Invitation not found');
  }
}

export function toInviteSummary(record: DiaryInviteRecord): DiaryInviteSummary {
  return {
    _id: record._id.toHexString(),
    email: record.email,
    role: record.role,
    expiresAt: record.expiresAt.toISOString(),
  };
}
