import { useState } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { Restaurant, ThumbsValue } from '@dd/contracts';
import {
  diaryListInfiniteQuery,
  emptyListMessage,
  InfiniteScrollSentinel,
  LIST_FILTERS,
  ListStatus,
  ListToolbar,
  useThumbsMutation,
  useTransientError,
} from '@dd/diary-ui';
import { buttonClassName, ConfirmDialog, ErrorText, Page } from '@dd/ui-kit';
import { useDeleteRestaurant } from '../api/useDeleteRestaurant';
import { DELETE_RESTAURANT_DIALOG } from '../model/texts';
import { RestaurantGrid } from '../components/RestaurantGrid';
import { useListUrlState } from './useListUrlState';

/** /restaurants: the user's restaurants, filtered and searched by the server, loaded as the user scrolls. */
export function RestaurantListPage() {
  const navigate = useNavigate();
  const { params, searchText, setSearchText, setFilter } = useListUrlState();
  const list = useInfiniteQuery({
    ...diaryListInfiniteQuery<Restaurant>('restaurants', params),
    // A new filter or search keeps the current cards until its answer arrives.
    placeholderData: keepPreviousData,
  });
  const thumbs = useThumbsMutation<Restaurant>('restaurants');
  const deletion = useDeleteRestaurant();
  const [actionError, showActionError] = useTransientError();
  const [toDelete, setToDelete] = useState<Restaurant | null>(null);

  const restaurants = list.data?.pages.flatMap((page) => page.items) ?? [];

  const changeThumbs = (restaurant: Restaurant, value: ThumbsValue) => {
    // mutateAsync, not mutate(…, { onError }): a per-call callback is dropped
    // when another card's thumb is pressed before this answer arrives.
    thumbs
      .mutateAsync({ item: restaurant, value })
      .catch((error: Error) => showActionError(`Failed to update thumbs rating: ${error.message}`));
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    deletion.mutate(toDelete._id, {
      onSettled: () => setToDelete(null),
      onError: (error) => showActionError(`Failed to delete restaurant: ${error.message}`),
    });
  };

  return (
    <Page title="Restaurants">
      <ListToolbar
        filters={LIST_FILTERS.restaurants}
        value={params.filter}
        onFilterChange={setFilter}
        search={{
          value: searchText,
          onChange: setSearchText,
          placeholder: 'Search restaurants...',
          label: 'Search restaurants',
        }}
        action={
          <Link to="/restaurants/new" className={buttonClassName()}>
            Add Restaurant
          </Link>
        }
      />
      {actionError && <ErrorText>{actionError}</ErrorText>}
      {list.isPending ? (
        <ListStatus kind="loading" text="Loading restaurants..." />
      ) : !list.data ? (
        <ListStatus kind="error" text="Failed to load restaurants" />
      ) : restaurants.length === 0 ? (
        <ListStatus kind="empty" text={emptyListMessage('restaurants', params)} />
      ) : (
        <>
          <RestaurantGrid
            restaurants={restaurants}
            busy={list.isPlaceholderData}
            onThumbsChange={changeThumbs}
            onEdit={(restaurant) => navigate(`/restaurants/${restaurant._id}/edit`)}
            onDelete={setToDelete}
          />
          {list.isError && <ListStatus kind="error" text="Failed to load restaurants" />}
          <InfiniteScrollSentinel
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
          />
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={DELETE_RESTAURANT_DIALOG.title}
        message={DELETE_RESTAURANT_DIALOG.message}
        loading={deletion.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </Page>
  );
}
