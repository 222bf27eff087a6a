import type { InfiniteData } from '@tanstack/react-query';
import type { ApiPage } from '@dd/shell-kit';

type WithId = { _id: string };

function isPagedList(data: unknown): data is InfiniteData<ApiPage<WithId>> {
  const pages = (data as { pages?: unknown } | null | undefined)?.pages;
  return Array.isArray(pages) && pages.every((page) => Array.isArray(page?.items));
}

/**
 * One cached paged list without the item `id` (a deleted record leaves every
 * list at once); the other pages, and a value that is not a paged list or
 * does not hold the item, come back unchanged (same reference).
 */
export function removeCachedItem(data: unknown, id: string): unknown {
  if (!isPagedList(data)) return data;
  const holds = (page: ApiPage<WithId>) => page.items.some((item) => item._id === id);
  if (!data.pages.some(holds)) return data;
  return {
    ...data,
    pages: data.pages.map((page) =>
      holds(page) ? { ...page, items: page.items.filter((item) => item._id !== id) } : page,
    ),
  };
}
