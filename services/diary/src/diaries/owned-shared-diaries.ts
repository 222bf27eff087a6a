import { Injectable } from '@nestjs/common';
import { DiariesRepository } from './diaries.repository';
import { firstNameOf } from './diary-first-name';
import { DiaryMembersRepository } from './diary-members.repository';

/** A shared diary as exports and imports name it. */
export interface NamedDiary {
  id: string;
  name: string;
}

/** Who creates a shared diary: its first owner. */
export interface DiaryCreator {
  id: string;
  fullName?: string;
}

/**
 * The shared diaries a user owns: created (the creator its owner), listed
 * for an export, and found again by name when an import restores one.
 */
@Injectable()
export class OwnedSharedDiaries {
  constructor(
    private readonly diaries: DiariesRepository,
    private readonly members: DiaryMembersRepository,
  ) {}

  async create(creator: DiaryCreator, name: string): Promise<NamedDiary> {
    const record = await this.diaries.create(name);
    const id = record._id.toHexString();
    await this.members.add({
      diaryId: id,
      userId: creator.id,
      role: 'owner',
      firstName: firstNameOf(creator.fullName),
      joinedAt: new Date(),
    });
    return { id, name: record.name };
  }

  /** The shared diaries the user owns, by name (then id). */
  async of(userId: string): Promise<NamedDiary[]> {
    const owned = (await this.members.listForUser(userId))
      .filter((member) => member.role === 'owner')
      .map((member) => member.diaryId);
    return (await this.diaries.findByIds(owned))
      .map((record) => ({ id: record._id.toHexString(), name: record.name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en') || (a.id < b.id ? -1 : 1));
  }

  /**
   * The user's own shared diary named `name` (whatever the case), or a new
   * one: restoring the same export twice fills the same diary.
   */
  async findOrCreate(creator: DiaryCreator, name: string): Promise<NamedDiary> {
    const key = name.trim().toLocaleLowerCase('en');
    const found = (await this.of(creator.id)).find(
      (diary) => diary.name.trim().toLocaleLowerCase('en') === key,
    );
    return found ?? this.create(creator, name);
  }
}
