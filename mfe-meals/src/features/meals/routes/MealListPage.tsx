import { useCallback, useState } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Meal, ThumbsValue } from '@dd/contracts';
import {
  InfiniteScrollSentinel,
  LIST_FILTERS,
  ListStatus,
  ListToolbar,
  TAG_FILTER_PARAM,
  tagFilterFromSearchParams,
  useListUrlState,
  useScrollRestoration,
  useThumbsMutation,
  useTransientError,
} from '@dd/diary-ui';
import { buttonClassName, ConfirmDialog, ErrorText, Page } from '@dd/ui-kit';
import { mealListQuery } from '../api/mealQueries';
import { useDeleteMeal } from '../api/useDeleteMeal';
import { MealGrid } from '../components/MealGrid';
import { TagFilter } from '../components/TagFilter';
import {
  DELETE_MEAL_DIALOG,
  deleteMealFailure,
  MEAL_ERRORS,
  mealListEmptyText,
} from '../model/texts';

/**
 * /meals: the user's meals, filtered, searched and paged by the server, loaded
 * as the user scrolls. Back from a meal finds the pages in the query cache and
 * the scroll position where it was.
 */
export function MealListPage() {
  const navigate = useNavigate();
  const { params, searchText, setSearchText, setFilter } = useListUrlState();
  const [searchParams, setSearchParams] = useSearchParams();
  const tagId = tagFilterFromSearchParams(searchParams);
  const list = useInfiniteQuery({
    ...mealListQuery(params, tagId),
    // A new filter or search keeps the current cards until its answer arrives.
    placeholderData: keepPreviousData,
  });
  const thumbs = useThumbsMutation<Meal>('meals');
  const deletion = useDeleteMeal();
  const [actionError, showActionError] = useTransientError();
  const [toDelete, setToDelete] = useState<Meal | null>(null);
  useScrollRestoration(list.data !== undefined);

  const meals = list.data?.pages.flatMap((page) => page.items) ?? [];

  const { mutate: mutateThumbs } = thumbs;
  // Stable handlers keep the memoised cards from re-rendering as pages arrive.
  const changeThumbs = useCallback(
    (meal: Meal, value: ThumbsValue) =>
      mutateThumbs({ item: meal, value }, { onError: () => showActionError(MEAL_ERRORS.thumbs) }),
    [mutateThumbs, showActionError],
  );
  const edit = useCallback((meal: Meal) => navigate(`/meals/${meal._id}/edit`), [navigate]);

  const clearTagFilter = () =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(TAG_FILTER_PARAM);
      return next;
    });

  const confirmDelete = () => {
    if (!toDelete) return;
    deletion.mutate(toDelete._id, {
      onSettled: () => setToDelete(null),
      onError: (error) => showActionError(deleteMealFailure(error)),
    });
  };

  return (
    <Page title="Meals">
      <ListToolbar
        filters={LIST_FILTERS.meals}
        value={params.filter}
        onFilterChange={setFilter}
        search={{
          value: searchText,
          onChange: setSearchText,
          placeholder: 'Search meals...',
          label: 'Search meals',
        }}
        action={
          <Link to="/meals/new" className={buttonClassName()}>
            Add Meal
          </Link>
        }
      />
      {tagId && <TagFilter tagId={tagId} onClear={clearTagFilter} />}
      {actionError && <ErrorText>{actionError}</ErrorText>}
      {list.isPending ? (
        <ListStatus kind="loading" text="Loading meals..." />
      ) : !list.data ? (
        <ListStatus kind="error" text={MEAL_ERRORS.loadList} />
      ) : meals.length === 0 ? (
        <ListStatus kind="empty" text={mealListEmptyText(params, tagId)} />
      ) : (
        <>
          <MealGrid
            meals={meals}
            busy={list.isPlaceholderData}
            onThumbsChange={changeThumbs}
            onEdit={edit}
            onDelete={setToDelete}
          />
          {list.isError && <ListStatus kind="error" text={MEAL_ERRORS.loadList} />}
          <InfiniteScrollSentinel
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
          />
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={DELETE_MEAL_DIALOG.title}
        message={DELETE_MEAL_DIALOG.message}
        loading={deletion.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </Page>
  );
}
