import { useCallback } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Meal, ThumbsValue } from '@dd/contracts';
import {
  DiaryListBody,
  DiaryListToolbar,
  emptyListMessage,
  ListStatus,
  LIST_TEXTS,
  ListDeleteDialog,
  useListDeletion,
  useListUrlState,
  useThumbsMutation,
  TagSelect,
  useTransientError,
  ViewSwitch,
} from '@dd/diary-ui';
import { useCurrentDiary, useOutboxEntries } from '@dd/shell-kit';
import { ErrorText, loadable, Page } from '@dd/ui-kit';
import { mealListQuery } from '../api/mealQueries';
import { useDeleteMeal } from '../api/useDeleteMeal';
import { ReviewOffer } from '../../review';
import { MealGrid } from '../components/MealGrid';
import { hasPendingMeals } from '../model/hasPendingMeals';
import { MEAL_ERRORS } from '../model/texts';
import styles from './MealListPage.module.css';
import { useMealsView } from '../hooks/useTimelineUrlState';
import type { MealsView } from '../model/timelineUrl';

// The timeline loads with its view only: the list route stays within its budget.
// Named: the web tier links its style sheet in a timeline page's HTML (the page's views in pages.tsx).
const TimelineView = loadable(() =>
  import(/* webpackChunkName: "timeline-view" */ '../components/TimelineView').then(
    (module) => module.TimelineView,
  ),
);

// Only a device with meals waiting to sync shows them: their cards' code loads then.
const PendingMeals = loadable(() =>
  import('../components/PendingMeals').then((module) => module.PendingMeals),
);

// Only a list narrowed to one person heads it with their name and figures.
const CompanionHeader = loadable(() =>
  import('../components/CompanionHeader').then((module) => module.CompanionHeader),
);

// Only a list narrowed to a tag says what the tag's meals cost.
const TagSpend = loadable(() => import('../components/TagSpend').then((module) => module.TagSpend));

const VIEWS: { value: MealsView; label: string }[] = [
  { value: 'grid', label: 'Grid' },
  { value: 'timeline', label: 'Timeline' },
];

/**
 * /meals: the user's meals, filtered, searched, narrowed to a tag (`?tag=`)
 * or to the meals shared with one person (`?companion=`) and paged by the server, loaded as the user scrolls. Back from a meal finds
 * the pages in the query cache and the scroll position where it was.
 * `?view=timeline` shows the same meals by month and day within a period.
 */
export function MealListPage() {
  const navigate = useNavigate();
  const urlState = useListUrlState();
  const { writable } = useCurrentDiary();
  const { params, tagId } = urlState;
  const { companion } = params;
  const { view, setView } = useMealsView();
  const pending = hasPendingMeals(useOutboxEntries());
  const list = useInfiniteQuery({
    ...mealListQuery(params, tagId),
    enabled: view === 'grid',
    // A new filter or search keeps the current cards until its answer arrives.
    placeholderData: keepPreviousData,
  });
  const thumbs = useThumbsMutation<Meal>('meals');
  const deleteLater = useDeleteMeal();
  const [actionError, showActionError] = useTransientError();
  const removal = useListDeletion<Meal>('meals', deleteLater, showActionError);

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
      {/* The timeline links the review itself; a list of the meals with one person keeps to them. */}
      {view === 'grid' && !companion && <ReviewOffer />}
      {companion && <CompanionHeader name={companion} fallback={null} failedFallback={null} />}
      <DiaryListToolbar resource="meals" state={urlState} tagChip={false} />
      {actionError && <ErrorText>{actionError}</ErrorText>}
      <div className={styles.viewRow}>
        <ViewSwitch label="View" options={VIEWS} value={view} onChange={setView} />
        <TagSelect tagId={tagId} onChange={urlState.setTagFilter} />
      </div>
      {view === 'timeline' ? (
        <TimelineView
          params={params}
          tagId={tagId}
          fallback={<ListStatus kind="loading" text={LIST_TEXTS.meals.loading} />}
        />
      ) : (
        <>
          {/* The timeline's own figures say what its meals cost. */}
          {tagId && <TagSpend tagId={tagId} fallback={null} failedFallback={null} />}
          {pending && <PendingMeals fallback={null} failedFallback={null} />}
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
                readOnly={!writable}
              />
            )}
          </DiaryListBody>
        </>
      )}
      <ListDeleteDialog {...removal.dialog} />
    </Page>
  );
}
