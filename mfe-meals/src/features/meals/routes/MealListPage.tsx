import { useCallback } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Meal, ThumbsValue } from '@dd/contracts';
import {
  DeleteRecordDialog,
  DiaryListBody,
  DiaryListToolbar,
  emptyListMessage,
  useListDeletion,
  useListUrlState,
  useScrollRestoration,
  useThumbsMutation,
  useTransientError,
} from '@dd/diary-ui';
import { ErrorText, Page } from '@dd/ui-kit';
import { mealListQuery } from '../api/mealQueries';
import { useDeleteMeal } from '../api/useDeleteMeal';
import { MealGrid } from '../components/MealGrid';
import { MEAL_ERRORS } from '../model/texts';

/**
 * /meals: the user's meals, filtered, searched, narrowed to a tag (`?tag=`)
 * and paged by the server, loaded as the user scrolls. Back from a meal finds
 * the pages in the query cache and the scroll position where it was.
 */
export function MealListPage() {
  const navigate = useNavigate();
  const urlState = useListUrlState();
  const { params, tagId } = urlState;
  const list = useInfiniteQuery({
    ...mealListQuery(params, tagId),
    // A new filter or search keeps the current cards until its answer arrives.
    placeholderData: keepPreviousData,
  });
  const thumbs = useThumbsMutation<Meal>('meals');
  const deletion = useDeleteMeal();
  const [actionError, showActionError] = useTransientError();
  const removal = useListDeletion<Meal>('meals', deletion, showActionError);
  useScrollRestoration(list.data !== undefined);

  const { mutate: mutateThumbs } = thumbs;
  // Stable handlers keep the memoised cards from re-rendering as pages arrive.
  const changeThumbs = useCallback(
    (meal: Meal, value: ThumbsValue) =>
      mutateThumbs({ item: meal, value }, { onError: () => showActionError(MEAL_ERRORS.thumbs) }),
    [mutateThumbs, showActionError],
  );
  const edit = useCallback((meal: Meal) => navigate(`/meals/${meal._id}/edit`), [navigate]);

  return (
    <Page title="Meals">
      <DiaryListToolbar resource="meals" state={urlState} />
      {actionError && <ErrorText>{actionError}</ErrorText>}
      <DiaryListBody
        resource="meals"
        list={list}
        emptyText={emptyListMessage('meals', params, tagId)}
      >
        {(meals) => (
          <MealGrid
            meals={meals}
            busy={list.isPlaceholderData}
            onThumbsChange={changeThumbs}
            onEdit={edit}
            onDelete={removal.ask}
          />
        )}
      </DiaryListBody>
      <DeleteRecordDialog {...removal.dialog} />
    </Page>
  );
}
