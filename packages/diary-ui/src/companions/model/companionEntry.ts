import {
  COMPANION_NAME_MAX_LENGTH,
  COMPANIONS_MAX,
  companionKey,
  tidyCompanionName,
} from '@dd/contracts';

/** The inline texts of the "Who you were with" field. */
export const COMPANION_TEXTS = {
  label: 'Who you were with',
  placeholder: 'Add a name...',
  tooLong: `A name can be at most ${COMPANION_NAME_MAX_LENGTH} characters.`,
  full: `A meal can name at most ${COMPANIONS_MAX} people.`,
  already: (name: string) => `${name} is already added.`,
} as const;

/**
 * What adding `typed` to `chosen` does: the list with the name (tidied) at
 * its end; nothing for blank text; a note instead when the name is too long,
 * already there (whatever its case) or the meal already names the most people.
 */
export type CompanionEntry =
  | { kind: 'add'; companions: string[]; name: string }
  | { kind: 'ignore' }
  | { kind: 'refuse'; note: string; already: boolean };

export function addCompanion(chosen: readonly string[], typed: string): CompanionEntry {
  const name = tidyCompanionName(typed);
  if (!name) return { kind: 'ignore' };
  const key = companionKey(name);
  const existing = chosen.find((chosenName) => companionKey(chosenName) === key);
  if (existing) return { kind: 'refuse', note: COMPANION_TEXTS.already(existing), already: true };
  if (name.length > COMPANION_NAME_MAX_LENGTH)
    return { kind: 'refuse', note: COMPANION_TEXTS.tooLong, already: false };
  if (chosen.length >= COMPANIONS_MAX)
    return { kind: 'refuse', note: COMPANION_TEXTS.full, already: false };
  return { kind: 'add', companions: [...chosen, name], name };
}

/** "1 meal", "4 meals". */
export function mealCountText(count: number): string {
  return `${count} ${count === 1 ? 'meal' : 'meals'}`;
}

/** "1 place", "3 places". */
export function placeCountText(count: number): string {
  return `${count} ${count === 1 ? 'place' : 'places'}`;
}

/** "Sam", "Sam and Alex", "Sam, Alex and Jo": names as a sentence reads them. */
export function companionsText(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
