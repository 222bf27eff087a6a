import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ThumbsValue } from '@dd/contracts';
import {
  DetailSection,
  diaryDay,
  formatDiaryDate,
  ListStatus,
  ThumbIcon,
  THUMBS_TITLES,
} from '@dd/diary-ui';
import { restaurantSummaryQuery } from '../api/restaurantSummaryQuery';
import styles from './RestaurantSummary.module.css';

function Thumb({ value }: { value: ThumbsValue }) {
  if (value === null) return null;
  const title = value ? THUMBS_TITLES.meal.up : THUMBS_TITLES.meal.down;
  return (
    <span
      role="img"
      aria-label={title}
      title={title}
      className={`${styles.thumb} ${value ? styles.thumbUp : styles.thumbDown}`}
    >
      <ThumbIcon direction={value ? 'up' : 'down'} />
    </span>
  );
}

/** The visits (days with meals) at a restaurant, newest first, each with that day's meals. */
export function RestaurantVisits({ restaurantId }: { restaurantId: string }) {
  const summary = useQuery(restaurantSummaryQuery(restaurantId));

  let content;
  if (summary.isPending)
    content = <ListStatus className={styles.status} kind="loading" text="Loading visits..." />;
  else if (!summary.data)
    content = <ListStatus className={styles.status} kind="error" text="Failed to load visits" />;
  else if (summary.data.visits.length === 0)
    content = <ListStatus className={styles.status} kind="empty" text="No visits logged yet." />;
  else
    content = (
      <>
        <ol className={styles.visitList} aria-label="Visits">
          {summary.data.visits.map((visit) => (
            <li key={visit.date} className={styles.visit}>
              <time dateTime={diaryDay(visit.date)} className={styles.visitDate}>
                {formatDiaryDate(visit.date)}
              </time>
              <ul className={styles.visitMeals}>
                {visit.meals.map((meal) => (
                  <li key={meal._id} className={styles.visitMeal}>
                    <Link to={`/meals/${meal._id}`} className={styles.dishName}>
                      {meal.name}
                    </Link>
                    <Thumb value={meal.isThumbsUp} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
        {summary.data.visitsTruncated && (
          <p className={styles.muted}>Showing the {summary.data.visits.length} latest visits.</p>
        )}
      </>
    );

  return <DetailSection title="Visits">{content}</DetailSection>;
}
