import { Injectable } from '@nestjs/common';
import type { DiaryRole } from '@dd/contracts';
import { DiariesRepository } from './diaries.repository';
import { DiaryInvitesRepository } from './diary-invites.repository';
import { DiaryMembersRepository } from './diary-members.repository';

/** Who takes over a diary whose last owner left: editors before viewers. */
const SUCCESSION: readonly DiaryRole[] = ['editor', 'viewer'];

/**
 * A member leaving a shared diary, by their choice, by removal or by the
 * erasure of their account, and the rule that keeps every diary owned
 * (docs/decisions.md, "Shared diaries"): when the last owner goes and others
 * remain, the earliest-joined editor, else the earliest-joined viewer,
 * becomes owner; when the last member goes, the diary is deleted with its
 * invitations. Each step is idempotent, so a retried erasure finishes the job.
 */
@Injectable()
export class DiaryDepartures {
  constructor(
    private readonly diaries: DiariesRepository,
    private readonly members: DiaryMembersRepository,
    private readonly invites: DiaryInvitesRepository,
  ) {}

  /** What else goes with a deleted diary: its records (DiaryRecordsEraser registers). */
  private readonly recordErasers: ((diaryId: string) => Promise<void>)[] = [];

  /** Registers a step that erases a deleted diary's records of a feature built on diaries. */
  eraseRecordsOfDeletedDiaries(erase: (diaryId: string) => Promise<void>): void {
    this.recordErasers.push(erase);
  }

  /**
   * Removes the membership (if any) and the member's first name from the
   * invitations they sent (which stay valid: they are the diary's), then
   * hands the diary over or deletes it.
   */
  async depart(diaryId: string, userId: string): Promise<void> {
    await this.members.remove(diaryId, userId);
    await this.invites.forgetInviter(diaryId, userId);
    const remaining = await this.members.listOf(diaryId);
    if (remaining.length === 0) return this.deleteDiary(diaryId);
    if (remaining.some((member) => member.role === 'owner')) return;
    for (const role of SUCCESSION) {
      // listOf answers the earliest joined first.
      const heir = remaining.find((member) => member.role === role);
      if (heir) {
        await this.members.setRole(diaryId, heir.userId, 'owner');
        return;
      }
    }
  }

  /**
   * Members first, so nobody reaches the diary while its invitations, its
   * records and the diary itself go.
   */
  async deleteDiary(diaryId: string): Promise<void> {
    await this.members.removeAllOf(diaryId);
    await this.invites.removeAllOf(diaryId);
    for (const erase of this.recordErasers) await erase(diaryId);
    await this.diaries.delete(diaryId);
  }

  /** Account erasure: the user leaves every shared diary, by the same rule. */
  async eraseOwner(userId: string): Promise<void> {
    for (const membership of await this.members.listForUser(userId))
      await this.depart(membership.diaryId, userId);
  }
}
