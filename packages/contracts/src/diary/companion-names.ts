// The rules of companion names without zod: the meal form and the lists
// import these, and must not bring the schemas of companions.ts (and zod).

/** A companion's name is 1 to this many characters, once trimmed. */
export const COMPANION_NAME_MAX_LENGTH = 60;
/** A meal names at most this many companions. */
export const COMPANIONS_MAX = 20;
/** The meal form suggests at most this many people from the diary. */
export const COMPANION_SUGGESTIONS_MAX = 5;

/** A name as kept: trimmed, inner runs of white space made one space. */
export function tidyCompanionName(name: string): string {
  return name.trim().replace(/\s+/gu, ' ');
}

/**
 * What makes two names the same person: the tidied name in lower case,
 * Unicode-normalised ("Sam", " sam ", "SAM" are one person; "Sam" and
 * "Samuel" are two). Stored beside the names for the index and the filter.
 */
export function companionKey(name: string): string {
  return tidyCompanionName(name).normalize('NFKC').toLocaleLowerCase('en-US');
}

/** The names with each person once (the first spelling kept), in their order. */
export function uniqueCompanions(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const name of names.map(tidyCompanionName)) {
    const key = companionKey(name);
    if (!name || seen.has(key)) continue;
    seen.add(key);
    unique.push(name);
  }
  return unique;
}

/**
 * The diary's people whose name starts (or has a word starting) with what
 * was typed, the most frequent first, leaving out those already chosen; at
 * most COMPANION_SUGGESTIONS_MAX.
 */
export function suggestCompanions<T extends { name: string; mealCount: number }>(
  people: readonly T[],
  typed: string,
  chosen: readonly string[],
): T[] {
  const wanted = companionKey(typed);
  const taken = new Set(chosen.map(companionKey));
  return people
    .filter((person) => {
      const key = companionKey(person.name);
      if (taken.has(key)) return false;
      return (
        !wanted || key.startsWith(wanted) || key.split(' ').some((word) => word.startsWith(wanted))
      );
    })
    .sort((a, b) => b.mealCount - a.mealCount || a.name.localeCompare(b.name))
    .slice(0, COMPANION_SUGGESTIONS_MAX);
}
