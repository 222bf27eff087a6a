import type { Diary } from '@dd/contracts';
import { canWriteIn } from '@dd/shell-kit';

/**
 * The diaries a record of diary `ownId` may be moved between: those the
 * user writes (the API wants both the record's and the target's), the
 * record's own among them; none while the diaries are unknown, or when the
 * user may not write the record's diary.
 */
export function moveChoices(diaries: readonly Diary[] | undefined, ownId: string): Diary[] {
  const writable = (diaries ?? []).filter(canWriteIn);
  return writable.some((diary) => diary._id === ownId) ? writable : [];
}

/**
 * A diary's `_id` as the app's queries and keys take it: null for the
 * personal diary, whose `_id` is its user's id (`me`).
 */
export function queriedDiaryId(diaryId: string, me: string | null): string | null {
  return diaryId === me ? null : diaryId;
}
