/** A list item with its name's search key computed once, so filtering per keystroke stays cheap. */
export type Searchable<T> = { item: T; key: string };

export function searchIndex<T extends { name: string }>(items: readonly T[]): Searchable<T>[] {
  return items.map((item) => ({ item, key: nameKey(item.name) }));
}

/** The items whose name contains the search text, ignoring case; all of them for blank text. */
export function filterByName<T>(index: readonly Searchable<T>[], text: string): T[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return index.map(({ item }) => item);
  const matches: T[] = [];
  for (const { item, key } of index) if (key.includes(needle)) matches.push(item);
  return matches;
}

/** The search text as the name of the tag the page offers to create ('Create "{text}" tag'), or null. */
export function creatableFromSearch(text: string, matchCount: number): string | null {
  const name = text.trim();
  return name !== '' && matchCount === 0 ? name : null;
}

/** The search key a chip carries (`data-name`), matched by `hideUnmatchedRule`. */
export function nameKey(name: string): string {
  return name.toLowerCase();
}

/** Text as the inside of a double-quoted CSS string. */
function cssString(text: string): string {
  return text
    .replace(/["\\]/g, '\\$&')
    .replace(/[\n\r\f]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `);
}

/**
 * A style rule hiding the chips under `scope` whose `data-name` does not
 * contain the search text (trimmed, ignoring case); '' for blank text. The
 * browser filters 2,000 chips in a style recalculation, where re-rendering
 * each chip whose match changed took a long task per keystroke.
 */
export function hideUnmatchedRule(scope: string, text: string): string {
  const needle = nameKey(text.trim());
  if (needle === '') return '';
  return `[data-search-scope="${cssString(scope)}"] > [data-name]:not([data-name*="${cssString(needle)}"]) { display: none; }`;
}
