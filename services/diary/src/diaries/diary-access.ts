import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { DiaryRole } from '@dd/contracts';
import { DiaryMembersRepository } from './diary-members.repository';

/** What a request wants to do in a diary: read it, write its records, or manage it. */
export type DiaryNeed = 'read' | 'write' | 'manage';

/** A user's standing in a diary, as checked for this request. */
export interface DiaryAccessGrant {
  diaryId: string;
  role: DiaryRole;
  /** The user's personal diary (its id is theirs): no members, no invitations. */
  personal: boolean;
}

/** viewer = read, editor = read + write, owner = all. */
const ALLOWED: Record<DiaryRole, readonly DiaryNeed[]> = {
  viewer: ['read'],
  editor: ['read', 'write'],
  owner: ['read', 'write', 'manage'],
};

export const DIARY_NOT_FOUND = 'Diary not found';
export const ROLE_TOO_LOW = 'Your role in this diary does not allow this';

/**
 * The one rule of who may do what in a diary, checked at every request:
 * a non-member gets 404 (nothing tells the diary exists), a member whose
 * role does not allow the need gets 403. The personal diary, whose id is
 * its user's id, is its user's alone, as owner. Membership is read afresh
 * each time (no cache), so a removed member loses access at once.
 */
@Injectable()
export class DiaryAccess {
  constructor(private readonly members: DiaryMembersRepository) {}

  async require(userId: string, diaryId: string, need: DiaryNeed): Promise<DiaryAccessGrant> {
    const grant = await this.grantOf(userId, diaryId);
    if (!grant) throw new NotFoundException(DIARY_NOT_FOUND);
    if (!ALLOWED[grant.role].includes(need)) throw new ForbiddenException(ROLE_TOO_LOW);
    return grant;
  }

  private async grantOf(userId: string, diaryId: string): Promise<DiaryAccessGrant | null> {
    if (diaryId === userId) return { diaryId, role: 'owner', personal: true };
    const member = await this.members.find(diaryId, userId);
    return member ? { diaryId, role: member.role, personal: false } : null;
  }
}
