import { Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser, Diary } from '@dd/contracts';
import { DiariesRepository } from './diaries.repository';
import { DIARY_NOT_FOUND, DiaryAccess } from './diary-access';
import { DiaryDepartures } from './diary-departures';
import { DiaryMembersRepository } from './diary-members.repository';
import { OwnedSharedDiaries } from './owned-shared-diaries';
import { personalDiaryOf, refusePersonal } from './personal-diary';

/** A user's diaries: the personal one, and the shared ones they create, rename and delete. */
@Injectable()
export class DiariesService {
  constructor(
    private readonly access: DiaryAccess,
    private readonly diaries: DiariesRepository,
    private readonly members: DiaryMembersRepository,
    private readonly departures: DiaryDepartures,
    private readonly owned: OwnedSharedDiaries,
  ) {}

  /** The personal diary first, then the shared ones by name. */
  async list(userId: string): Promise<Diary[]> {
    const memberships = await this.members.listForUser(userId);
    const roles = new Map(memberships.map((member) => [member.diaryId, member.role]));
    const shared = (await this.diaries.findByIds([...roles.keys()]))
      .map((record): Diary => {
        const id = record._id.toHexString();
        return { _id: id, name: record.name, personal: false, role: roles.get(id)! };
      })
      .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || compare(a, b));
    return [personalDiaryOf(userId), ...shared];
  }

  /** A new shared diary, its creator its owner. */
  async create(user: AuthUser, name: string): Promise<Diary> {
    const created = await this.owned.create(user, name);
    return { _id: created.id, name: created.name, personal: false, role: 'owner' };
  }

  async rename(userId: string, diaryId: string, name: string): Promise<Diary> {
    const grant = await this.access.require(userId, diaryId, 'manage');
    refusePersonal(grant, 'The personal diary cannot be renamed');
    const record = await this.diaries.rename(diaryId, name);
    if (!record) throw new NotFoundException(DIARY_NOT_FOUND);
    return { _id: diaryId, name: record.name, personal: false, role: grant.role };
  }

  /** Deletes the shared diary with its members and invitations. */
  async delete(userId: string, diaryId: string): Promise<void> {
    const grant = await this.access.require(userId, diaryId, 'manage');
    refusePersonal(grant, 'The personal diary cannot be deleted');
    await this.departures.deleteDiary(diaryId);
  }
}

function compare(a: Diary, b: Diary): number {
  return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
}
