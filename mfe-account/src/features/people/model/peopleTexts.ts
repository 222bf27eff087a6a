import type { Companion } from '@dd/contracts';
import { companionKey } from '@dd/contracts';
import { companionsText, mealCountText, placeCountText } from '@dd/diary-ui';

/** The People section's fixed texts (on the Tags page, beside the tags it manages alike). */
export const PEOPLE_TEXTS = {
  title: 'People',
  intro:
    'The people you have eaten with, as you named them on your meals. Rename someone, merge two spellings of one person, or take a name off every meal.',
  readOnlyIntro:
    'The people eaten with in this diary, as named on its meals. Only its owner and editors can rename them.',
  loading: 'Loading people...',
  loadFailed: 'Failed to load people',
  retry: 'Try again',
  empty: 'No people yet. Add who you were with when you log a meal, and they will be listed here.',
  rename: 'Rename',
  delete: 'Delete',
  mergeSelected: 'Merge Selected',
  clear: 'Clear',
  renameTitle: 'Rename Person',
  mergeTitle: 'Merge People',
  deleteTitle: 'Delete Person',
  nameLabel: 'Name',
  save: 'Save',
  merge: 'Merge',
  cancel: 'Cancel',
  renameFailed: 'Failed to rename',
  mergeFailed: 'Failed to merge',
  deleteFailed: 'Failed to delete',
} as const;

/** "6 meals · 4 places": what the diary shares with a person. */
export function personUsage(person: Pick<Companion, 'mealCount' | 'restaurantCount'>): string {
  return `${mealCountText(person.mealCount)} · ${placeCountText(person.restaurantCount)}`;
}

/** The person of the diary other than `except` whose name is `name` whatever its case, if any. */
export function otherPersonNamed(
  people: readonly Companion[],
  name: string,
  except: readonly string[],
): Companion | undefined {
  const key = companionKey(name);
  const excepted = new Set(except.map(companionKey));
  return people.find((person) => companionKey(person.name) === key && !excepted.has(key));
}

/** "Sam is on 1 meal." after a change: how many meals it touched. */
export function changedText(
  kind: 'renamed' | 'merged' | 'deleted',
  names: readonly string[],
  name: string,
  mealCount: number,
): string {
  const meals = mealCountText(mealCount);
  if (kind === 'deleted') return `${companionsText(names)} taken off ${meals}.`;
  if (kind === 'merged') return `${companionsText(names)} merged into ${name} on ${meals}.`;
  return `${names[0]} renamed ${name} on ${meals}.`;
}
