import { reviewPath } from '@dd/contracts';
import { localDiaryDate } from '@dd/diary-ui';
import { Link } from 'react-router';
import { offeredReviewYear, yearInFood } from '../model/reviewOffer';
import styles from './ReviewOffer.module.css';

/** In December and January, a link to the review of the year ending or just ended. */
export function ReviewOffer() {
  const year = offeredReviewYear(localDiaryDate());
  if (year === null) return null;
  return (
    <Link className={styles.offer} to={reviewPath(year)}>
      {yearInFood(year)}
      <span aria-hidden="true">→</span>
    </Link>
  );
}

/** A quiet link to a year's review (the timeline's). */
export function ReviewLink({ year }: { year: number }) {
  return (
    <Link className={styles.link} to={reviewPath(year)}>
      {yearInFood(year)}
      <span aria-hidden="true">→</span>
    </Link>
  );
}
