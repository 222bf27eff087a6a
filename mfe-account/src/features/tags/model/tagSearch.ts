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

/** A name as the search compares it. */
function nameKey(name: string): string {
  return name.toLowerCase();
}
