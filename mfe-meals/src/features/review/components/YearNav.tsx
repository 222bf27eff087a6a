import { reviewPath } from '@dd/contracts';
import { Link } from 'react-router';
import { neighbourYears } from '../model/reviewModel';
import { REVIEW_TEXTS } from '../model/reviewTexts';
import styles from './Review.module.css';

/** Links to the reviews of the nearest years with meals before and after this one. */
export function YearNav({ year, years }: { year: number; years: readonly number[] }) {
  const { previous, next } = neighbourYears(years, year);
  if (previous === null && next === null) return null;
  return (
    <nav className={styles.yearNav} aria-label={REVIEW_TEXTS.otherYears}>
      {previous !== null && (
        <Link className={styles.yearLink} to={reviewPath(previous)} rel="prev">
          <span aria-hidden="true">←</span> {previous}
        </Link>
      )}
      {next !== null && (
        <Link className={`${styles.yearLink} ${styles.nextYear}`} to={reviewPath(next)} rel="next">
          {next} <span aria-hidden="true">→</span>
        </Link>
      )}
    </nav>
  );
}
