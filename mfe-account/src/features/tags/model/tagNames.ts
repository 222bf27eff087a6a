/** A typed tag name as stored: trimmed; null when blank, which create and rename ignore (product spec §5). */
export function cleanTagName(text: string): string | null {
  const name = text.trim();
  return name === '' ? null : name;
}

/** Another tag already called `name` (names are unique ignoring case), if any. */
export function otherTagNamed<T extends { _id: string; name: string }>(
  tags: readonly T[],
  name: string,
  exceptId: string,
): T | undefined {
  const wanted = name.toLowerCase();
  return tags.find((tag) => tag._id !== exceptId && tag.name.toLowerCase() === wanted);
}

export type RenameOutcome = { kind: 'cancel' } | { kind: 'save'; name: string };

/**
 * What finishing an inline rename does: a blank or unchanged name changes
 * nothing; anything else (a change of case included) is saved, trimmed.
 */
export function renameOutcome(currentName: string, draft: string): RenameOutcome {
  const name = cleanTagName(draft);
  return name === null || name === currentName ? { kind: 'cancel' } : { kind: 'save', name };
}
