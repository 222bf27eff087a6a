import type { InfiniteData } from '@tanstack/react-query';
import type { ApiPage } from '@dd/shell-kit';

type WithId = { _id: string };

function isInfinitePages(data: unknown): data is InfiniteData<ApiPage<WithId>> {
  return (
    typeof data === 'object' &&
    data !== null &&
    Array.isArray((data as { pages?: unknown }).pages) &&
    (data as { pages: unknown[] }).pages.every(
      (page) =>
        typeof page === 'object' && page !== null && Array.isArray((page as ApiPage<WithId>).items),
    )
  );
}

function patchArray<T extends WithId>(items: T[], id: string, patch: (item: T) => T): T[] {
  return items.some((item) => item._id === id)
    ? items.map((item) => (item._id === id ? patch(item) : item))
    : items;
}

/**
 * One cached value with the item `id` patched, wherever it sits: the pages of
 * an infinite list, a plain array, or a single record. Anything else, and a
 * value without the item, comes back unchanged (same reference).
 */
export function patchCachedItem<T extends WithId>(
  data: unknown,
  id: string,
  patch: (item: T) => T,
): unknown {
  if (data === undefined || data === null) return data;
  if (isInfinitePages(data)) {
    const pages = data.pages as ApiPage<T>[];
    let changed = false;
    const next = pages.map((page) => {
      const items = patchArray(page.items, id, patch);
      if (items === page.items) return page;
      changed = true;
      return { ...page, items };
    });
    return changed ? { ...data, pages: next } : data;
  }
  if (Array.isArray(data)) {
    return data.every((item) => typeof item === 'object' && item !== null)
      ? patchArray(data as T[], id, patch)
      : data;
  }
  if (typeof data === 'object' && (data as WithId)._id === id) return patch(data as T);
  return data;
}
