import type { Tag, TagWithCounts } from '@dd/contracts';
import { sortTagsByName } from '@dd/diary-ui';

/** The cached tag list after a create: the tag once (the server may answer an existing one), in name order. */
export function withTag(tags: readonly TagWithCounts[], tag: Tag): TagWithCounts[] {
  if (tags.some((cached) => cached._id === tag._id)) return [...tags];
  return sortTagsByName([...tags, { ...tag, restaurantCount: 0, mealCount: 0 }]);
}

/** The cached tag list after a rename, still in name order. */
export function withName<T extends Tag>(tags: readonly T[], id: string, name: string): T[] {
  return sortTagsByName(tags.map((tag) => (tag._id === id ? { ...tag, name } : tag)));
}

/** The cached tag list without the tags `ids` (the same list when it holds none of them). */
export function withoutAny(data: unknown, ids: readonly string[]): unknown {
  if (!Array.isArray(data)) return data;
  const tags = data as Tag[];
  return tags.some((tag) => ids.includes(tag._id)) ? without(tags, ids) : data;
}

/** The cached tag list without the deleted tags. */
export function without<T extends Tag>(tags: readonly T[], ids: readonly string[]): T[] {
  const gone = new Set(ids);
  return tags.filter((tag) => !gone.has(tag._id));
}
