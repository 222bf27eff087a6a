import type { ReactNode } from 'react';
import type { InfiniteData } from '@tanstack/react-query';
import type { ApiPage } from '@dd/shell-kit';
import { OfflineNote } from '../../offline/components/OfflineNote';
import { isUnreachable } from '../../offline/model/deviceCopy';
import { LIST_TEXTS, type DiaryResource } from '../model/listParams';
import { InfiniteScrollSentinel } from './InfiniteScrollSentinel';
import { ListStatus } from './ListStatus';
import { useStagedCount } from './useStagedCount';

/** What the body reads of a paged list query (useInfiniteQuery's result). */
export type DiaryListQueryState<T> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  dataUpdatedAt: number;
  data: InfiniteData<ApiPage<T>, unknown> | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

export type DiaryListBodyProps<T> = {
  resource: DiaryResource;
  list: DiaryListQueryState<T>;
  /** The empty list's text (emptyListMessage). */
  emptyText: string;
  /** The loaded records, e.g. as a grid of cards. */
  children: (items: T[]) => ReactNode;
};

/**
 * A paged diary list's states: loading, failed, empty, or the records loaded
 * so far with the next page asked for as the user scrolls (a failed next
 * page shows the error under them; with no network, the device's copy shows
 * with when it was updated). The first screen's records render first
 * (useStagedCount); the next page waits until all loaded ones are there.
 */
export function DiaryListBody<T>({ resource, list, emptyText, children }: DiaryListBodyProps<T>) {
  const texts = LIST_TEXTS[resource];
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const { shown, staging } = useStagedCount(items.length);
  if (list.isPending) return <ListStatus kind="loading" text={texts.loading} />;
  if (!list.data) return <ListStatus kind="error" text={texts.loadError} />;
  if (items.length === 0) return <ListStatus kind="empty" text={emptyText} />;
  return (
    <>
      <OfflineNote query={list} />
      {children(staging ? items.slice(0, shown) : items)}
      {list.isError && !isUnreachable(list.error) && (
        <ListStatus kind="error" text={texts.loadError} />
      )}
      <InfiniteScrollSentinel
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        paused={staging}
        onLoadMore={() => void list.fetchNextPage()}
      />
    </>
  );
}
