import { ApiError } from '@dd/shell-kit';
import type { DiaryResource } from '../../lists/model/listParams';

export type MoveTexts = {
  /** Under the Diary select while the record's own diary is chosen. */
  hint: string;
  /** Under it once another is: where the save moves it, and what to choose again there. */
  moving: (diaryName: string) => string;
};

/** The edit forms' Diary field (issue 46): a meal moves alone, a restaurant with its meals. */
export const MOVE_TEXTS: Record<DiaryResource, MoveTexts> = {
  meals: {
    hint: 'Move this meal to another diary.',
    moving: (name) =>
      `Saving moves this meal to ${name}. Choose its restaurant and tags from there.`,
  },
  restaurants: {
    hint: 'Move this restaurant and its meals to another diary.',
    moving: (name) =>
      `Saving moves this restaurant and its meals to ${name}. Choose its tags from there.`,
  },
};

/**
 * The page's error after a move failed: its own text, with the server's
 * reason when the API refused the move (the target has the same Yelp
 * business, the user's role changed), which the user can act on.
 */
export function moveFailureText(failed: string, error: unknown): string {
  const refused = error instanceof ApiError && error.status < 500 && error.message;
  return refused ? `${failed}: ${error.message}` : failed;
}
