import type { Diary } from '@dd/contracts';

/** What the issue calls the personal diary in the switcher (issue 46 §4). */
export const PERSONAL_DIARY_LABEL = 'My diary';

/** A diary's name as the switcher shows it: "My diary" for the personal one. */
export function diaryLabel(diary: Pick<Diary, 'name' | 'personal'>): string {
  return diary.personal ? PERSONAL_DIARY_LABEL : diary.name;
}

/** A diary among the choices: a shared one with the user's role ("Home · viewer"). */
export function diaryChoiceLabel(diary: Diary): string {
  return diary.personal ? PERSONAL_DIARY_LABEL : `${diary.name} · ${diary.role}`;
}

/** The notice when the current diary was taken away (deleted, or the user removed). */
export const DIARY_LOST_NOTICE =
  'That shared diary is no longer available to you. Showing My diary.';
