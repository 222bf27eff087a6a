import {
  ConflictException,
  ForbiddenException,
  GoneException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type { AuthUser, DiaryInviteAccepted, DiaryInviteView } from '@dd/contracts';
import { DiariesRepository } from './diaries.repository';
import { firstNameOf } from './diary-first-name';
import type { DiaryInviteRecord } from './diary-invite.schema';
import { DiaryInvitesRepository } from './diary-invites.repository';
import { DiaryMembersRepository } from './diary-members.repository';
import { inviteTokenHash } from './invite-token';

const INVITE_NOT_FOUND = 'Invitation not found';
const USED = 'This invitation has already been used';
const EXPIRED = 'This invitation has expired';

/** The invited person's side: see an invitation, and accept it once. */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly diaries: DiariesRepository,
    private readonly members: DiaryMembersRepository,
    private readonly invites: DiaryInvitesRepository,
  ) {}

  /** Unknown and revoked tokens look alike (404); a used or expired one says so with `valid: false`. */
  async view(token: string): Promise<DiaryInviteView> {
    const { invite, diaryName } = await this.live(token);
    return {
      diaryName,
      invitedBy: invite.invitedBy,
      role: invite.role,
      valid: !invite.acceptedAt && invite.expiresAt > new Date(),
      expiresAt: invite.expiresAt.toISOString(),
    };
  }

  /**
   * Joins the diary with the invitation's role. Only the account whose
   * e-mail was invited may (403); once used or expired, 410. A user already
   * a member keeps their role, and the invitation is spent all the same
   * (idempotent: 200 with the diary, as a retried accept answers). The
   * membership is written before the invitation is spent, so a failure in
   * between leaves a link that still works rather than a spent one that
   * joined nobody; if the invitation changed meanwhile, the new membership
   * is taken back.
   */
  async accept(user: AuthUser, token: string): Promise<DiaryInviteAccepted> {
    const { invite, diaryName } = await this.live(token);
    if (user.email.trim().toLowerCase() !== invite.email)
      throw new ForbiddenException('This invitation is for another e-mail address');
    const existing = await this.members.find(invite.diaryId, user.id);
    if (invite.acceptedAt && !existing) throw new GoneException(USED);
    if (!invite.acceptedAt && invite.expiresAt <= new Date()) throw new GoneException(EXPIRED);
    const { member, created } = existing
      ? { member: existing, created: false }
      : await this.members.add({
          diaryId: invite.diaryId,
          userId: user.id,
          role: invite.role,
          firstName: firstNameOf(user.fullName),
          joinedAt: new Date(),
        });
    if (!invite.acceptedAt && !(await this.invites.markAccepted(invite._id, new Date()))) {
      // Accepted, revoked or expired between the read and the write.
      if (created) await this.members.remove(invite.diaryId, user.id);
      throw new ConflictException('This invitation changed meanwhile: open it again');
    }
    return { diary: { _id: invite.diaryId, name: diaryName, personal: false, role: member.role } };
  }

  /** The invitation and its diary's name; 404 when unknown, revoked or its diary is gone. */
  private async live(token: string): Promise<{ invite: DiaryInviteRecord; diaryName: string }> {
    const invite = await this.invites.findByTokenHash(inviteTokenHash(token));
    if (!invite || invite.revokedAt) throw new NotFoundException(INVITE_NOT_FOUND);
    const diary = await this.diaries.findById(invite.diaryId);
    if (!diary) throw new NotFoundException(INVITE_NOT_FOUND);
    return { invite, diaryName: diary.name };
  }
}
