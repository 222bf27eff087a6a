import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { DiaryMember, DiaryRole } from '@dd/contracts';
import { DiaryAccess } from './diary-access';
import { DiaryDepartures } from './diary-departures';
import type { DiaryMemberRecord } from './diary-member.schema';
import { DiaryMembersRepository } from './diary-members.repository';
import { PERSONAL_NOT_SHARED, refusePersonal } from './personal-diary';

const MEMBER_NOT_FOUND = 'Member not found';
const LAST_OWNER = 'A diary needs an owner: make another member owner before changing this role';

/** Who is in a shared diary: their list, their roles, removals and leaving. */
@Injectable()
export class DiaryMembersService {
  constructor(
    private readonly access: DiaryAccess,
    private readonly members: DiaryMembersRepository,
    private readonly departures: DiaryDepartures,
  ) {}

  /** Any member: first names and roles, earliest joined first. */
  async list(userId: string, diaryId: string): Promise<DiaryMember[]> {
    const grant = await this.access.require(userId, diaryId, 'read');
    refusePersonal(grant, PERSONAL_NOT_SHARED);
    return (await this.members.listOf(diaryId)).map(toDiaryMember);
  }

  /** An owner changes a member's role; the last owner cannot be demoted. */
  async setRole(
    userId: string,
    diaryId: string,
    memberId: string,
    role: DiaryRole,
  ): Promise<DiaryMember> {
    const grant = await this.access.require(userId, diaryId, 'manage');
    refusePersonal(grant, PERSONAL_NOT_SHARED);
    const members = await this.members.listOf(diaryId);
    const member = members.find((candidate) => candidate.userId === memberId);
    if (!member) throw new NotFoundException(MEMBER_NOT_FOUND);
    const owners = members.filter((candidate) => candidate.role === 'owner');
    if (member.role === 'owner' && role !== 'owner' && owners.length === 1)
      throw new BadRequestException(LAST_OWNER);
    const updated = await this.members.setRole(diaryId, memberId, role);
    if (!updated) throw new NotFoundException(MEMBER_NOT_FOUND);
    if (member.role === 'owner' && role !== 'owner' && !(await this.hasOwner(diaryId))) {
      // Two owners demoting each other at once: both saw the other one. Undo ours.
      await this.members.setRole(diaryId, memberId, 'owner');
      throw new BadRequestException(LAST_OWNER);
    }
    return toDiaryMember(updated);
  }

  private async hasOwner(diaryId: string): Promise<boolean> {
    return (await this.members.listOf(diaryId)).some((member) => member.role === 'owner');
  }

  /** An owner removes another member (owners leave instead). */
  async remove(userId: string, diaryId: string, memberId: string): Promise<void> {
    const grant = await this.access.require(userId, diaryId, 'manage');
    refusePersonal(grant, PERSONAL_NOT_SHARED);
    if (memberId === userId)
      throw new BadRequestException('You cannot remove yourself: leave the diary instead');
    if (!(await this.members.find(diaryId, memberId)))
      throw new NotFoundException(MEMBER_NOT_FOUND);
    await this.departures.depart(diaryId, memberId);
  }

  /** Any member leaves; the diary is handed over or, when nobody remains, deleted. */
  async leave(userId: string, diaryId: string): Promise<void> {
    const grant = await this.access.require(userId, diaryId, 'read');
    refusePersonal(grant, 'The personal diary cannot be left');
    await this.departures.depart(diaryId, userId);
  }
}

export function toDiaryMember(record: DiaryMemberRecord): DiaryMember {
  return {
    userId: record.userId,
    firstName: record.firstName,
    role: record.role,
    joinedAt: record.joinedAt.toISOString(),
  };
}
