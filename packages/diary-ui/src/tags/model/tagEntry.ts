import type { Tag } from '@dd/contracts';

export type TagEntryResolution =
  | { kind: 'ignore' }
  | { kind: 'select'; tag: Tag }
  | { kind: 'create'; name: string }
  /** No tag of this name, but one that differs only by case, plural or spaces: offer it. */
  | { kind: 'similar'; name: string; tag: Tag };

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * What two tag names share when they differ only by case, spaces, hyphens
 * or an English plural: "Desserts", "dessert" and "des sert" all read
 * "dessert"; "Dishes" reads "dish", "glass" stays "glass".
 */
export function tagNameKey(name: string): string {
  const squeezed = name.toLowerCase().replace(/[\s_-]+/g, '');
  if (/(ss|us|is)$/.test(squeezed) || squeezed.length <= 3) return squeezed;
  if (/(s|x|z|ch|sh)es$/.test(squeezed)) return squeezed.slice(0, -2);
  if (/ies$/.test(squeezed)) return `${squeezed.slice(0, -3)}y`;
  return squeezed.endsWith('s') ? squeezed.slice(0, -1) : squeezed;
}

/**
 * What adding `text` in a tags box does (product spec §5): the name is trimmed and a
 * blank one ignored; an existing tag of the same name, ignoring case, is
 * selected instead of creating a duplicate; a selected tag is not added twice.
 * A name that differs from an existing tag only by plural or spaces is
 * `similar` (the box offers the tag); when that tag is selected, ignored.
 */
export function resolveTagEntry(
  text: string,
  allTags: readonly Tag[],
  selected: readonly Tag[],
): TagEntryResolution {
  const name = text.trim();
  if (!name) return { kind: 'ignore' };
  if (selected.some((tag) => sameName(tag.name, name))) return { kind: 'ignore' };
  const existing = allTags.find((tag) => sameName(tag.name, name));
  if (existing) {
    return selected.some((tag) => tag._id === existing._id)
      ? { kind: 'ignore' }
      : { kind: 'select', tag: existing };
  }
  const key = tagNameKey(name);
  if (selected.some((tag) => tagNameKey(tag.name) === key)) return { kind: 'ignore' };
  const similar = allTags.find((tag) => tagNameKey(tag.name) === key);
  if (similar) return { kind: 'similar', name, tag: similar };
  return { kind: 'create', name };
}

export const MAX_TAG_SUGGESTIONS = 5;

/**
 * Unselected tags whose name contains the typed text, ignoring case; names
 * starting with it come first. At most `max` (product spec §9: 5); none for blank text.
 */
export function tagSuggestions(
  text: string,
  allTags: readonly Tag[],
  selected: readonly Tag[],
  max: number = MAX_TAG_SUGGESTIONS,
): Tag[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  const selectedIds = new Set(selected.map((tag) => tag._id));
  const matches = allTags.filter(
    (tag) => !selectedIds.has(tag._id) && tag.name.toLowerCase().includes(needle),
  );
  const startsWith = (tag: Tag) => (tag.name.toLowerCase().startsWith(needle) ? 0 : 1);
  return matches
    .map((tag, index) => ({ tag, index }))
    .sort((a, b) => startsWith(a.tag) - startsWith(b.tag) || a.index - b.index)
    .slice(0, Math.max(0, max))
    .map(({ tag }) => tag);
}

/** Tags in name order, ignoring case and accents. */
export function sortTagsByName<T extends { name: string }>(tags: readonly T[]): T[] {
  return [...tags].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}

export const UNKNOWN_TAG_NAME = 'Unknown Tag';

/** A tag's shown name: 'Unknown Tag' when the tag is missing or has no name (product spec §2). */
export function tagDisplayName(tag: { name?: string | null } | null | undefined): string {
  const name = tag?.name?.trim();
  return name ? name : UNKNOWN_TAG_NAME;
}
