import { nameKeyOf } from './name-key';

/** `text` as a regular expression matching itself literally: user input never becomes a pattern. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Condition "contains `text`" on a `nameKey`-style field (already lower case),
 * so no case-insensitive flag is needed. FerretDB has no text index; at the
 * per-user scale of the diary a scan of the user's index range is fast enough.
 */
export function containsKey(text: string): { $regex: string } {
  return { $regex: escapeRegExp(nameKeyOf(text)) };
}

/** Condition "contains `text`, ignoring case" on a field without a normalised copy. */
export function containsIgnoringCase(text: string): { $regex: string; $options: 'i' } {
  return { $regex: escapeRegExp(text.trim()), $options: 'i' };
}
