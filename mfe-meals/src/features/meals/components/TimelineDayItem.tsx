import { memo } from 'react';
import { Link } from 'react-router';
import { CardMedia, ThumbIcon, THUMBS_TITLES } from '@dd/diary-ui';
import type { ThumbsValue } from '@dd/contracts';
import { visuallyHiddenClassName } from '@dd/ui-kit';
import { formatTimelineDay, type TimelineDay } from '../model/groupTimeline';
import styles from './Timeline.module.css';

function MealThumb({ value }: { value: ThumbsValue }) {
  if (value === null)
    return (
      <span className={styles.unrated} title="No rating">
        <span className={visuallyHiddenClassName}>No rating</span>
      </span>
    );
  const title = value ? THUMBS_TITLES.meal.up : THUMBS_TITLES.meal.down;
  return (
    <span className={value ? styles.up : styles.down} title={title}>
      <ThumbIcon direction={value ? 'up' : 'down'} />
      <span className={visuallyHiddenClassName}>{title}</span>
    </span>
  );
}

/** Same day with the same meal objects: appending a page re-renders only the days it touches. */
function sameDay(previous: { day: TimelineDay }, next: { day: TimelineDay }): boolean {
  const a = previous.day;
  const b = next.day;
  return (
    a.day === b.day &&
    a.visits.length === b.visits.length &&
    a.visits.every((visit, i) => {
      const other = b.visits[i]!;
      return (
        visit.key === other.key &&
        visit.meals.length === other.meals.length &&
        visit.meals.every((meal, j) => meal === other.meals[j])
      );
    })
  );
}

/**
 * One day: its date, then each restaurant of the day with the first photo
 * among its meals and the meals with their thumbs.
 */
export const TimelineDayItem = memo(function TimelineDayItem({ day }: { day: TimelineDay }) {
  return (
    <li className={styles.day}>
      <h3 className={styles.dayName}>
        <time dateTime={day.day}>{formatTimelineDay(day.day)}</time>
      </h3>
      <ul className={styles.visits}>
        {day.visits.map((visit) => (
          <li key={visit.key} className={styles.visit}>
            <CardMedia image={visit.image} sizes="4.5rem" className={styles.photo} iconSize={28} />
            <div className={styles.visitBody}>
              {visit.restaurant ? (
                <Link to={`/restaurants/${visit.restaurant._id}`} className={styles.restaurant}>
                  {visit.restaurant.name}
                </Link>
              ) : (
                <span className={styles.noRestaurant}>No restaurant</span>
              )}
              <ul className={styles.meals}>
                {visit.meals.map((meal) => (
                  <li key={meal._id} className={styles.meal}>
                    <MealThumb value={meal.isThumbsUp} />
                    <Link to={`/meals/${meal._id}`} className={styles.mealName}>
                      {meal.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
    </li>
  );
}, sameDay);
