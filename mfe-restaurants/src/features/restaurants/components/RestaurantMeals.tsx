import { useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Meal, ThumbsValue } from '@dd/contracts';
import {
  diaryDay,
  formatDiaryDate,
  InfiniteScrollSentinel,
  ListStatus,
  THUMBS_TITLES,
  ThumbsControl,
  useThumbsMutation,
} from '@dd/diary-ui';
import { ErrorText } from '@dd/ui-kit';
import { restaurantMealsQuery } from '../api/restaurantMealsQuery';
import { restaurantSummaryKey } from '../api/restaurantSummaryQuery';
import styles from './RestaurantDetail.module.css';

/** The meals logged at a restaurant, each with its date and a thumbs control. */
export function RestaurantMeals({ restaurantId }: { restaurantId: string }) {
  const meals = useInfiniteQuery(restaurantMealsQuery(restaurantId));
  const thumbs = useThumbsMutation<Meal>('meals');
  const queryClient = useQueryClient();
  const [thumbsError, setThumbsError] = useState<string | null>(null);

  const changeThumbs = (meal: Meal, value: ThumbsValue) => {
    setThumbsError(null);
    thumbs
      .mutateAsync({ item: meal, value })
      // The liked and skipped dishes and the visits' thumbs follow the meals' ratings.
      .then(() => queryClient.invalidateQueries({ queryKey: restaurantSummaryKey(restaurantId) }))
      .catch(() => setThumbsError('Failed to update meal thumbs rating'));
  };

  if (meals.isPending)
    return <ListStatus className={styles.sectionStatus} kind="loading" text="Loading meals..." />;
  if (!meals.data)
    return <ListStatus className={styles.sectionStatus} kind="error" text="Failed to load meals" />;
  const items = meals.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <ListStatus
        className={styles.sectionStatus}
        kind="empty"
        text="No meals logged at this restaurant yet."
      />
    );

  return (
    <>
      {thumbsError && <ErrorText>{thumbsError}</ErrorText>}
      <ul className={styles.meals} aria-label="Meals at this restaurant">
        {items.map((meal) => (
          <li key={meal._id} className={styles.meal}>
            <div className={styles.mealText}>
              <Link to={`/meals/${meal._id}`} className={styles.mealName}>
                {meal.name}
              </Link>
              <time dateTime={diaryDay(meal.date)} className={styles.muted}>
                {formatDiaryDate(meal.date)}
              </time>
            </div>
            <ThumbsControl
              value={meal.isThumbsUp}
              titles={THUMBS_TITLES.meal}
              onChange={(value) => changeThumbs(meal, value)}
              size="sm"
            />
          </li>
        ))}
      </ul>
      {meals.isError && (
        <ListStatus className={styles.sectionStatus} kind="error" text="Failed to load meals" />
      )}
      {meals.hasNextPage && (
        <InfiniteScrollSentinel
          hasMore
          loading={meals.isFetchingNextPage}
          onLoadMore={() => void meals.fetchNextPage()}
        />
      )}
    </>
  );
}
