import { reviewPath } from '@dd/contracts';
import { buttonClassName } from '@dd/ui-kit';
import { Link } from 'react-router';
import { REVIEW_TEXTS } from '../model/reviewTexts';
import styles from './Review.module.css';

/** A year without meals: an invitation to log one, and the years that have some. */
export function EmptyReview({ year, years }: { year: number; years: readonly number[] }) {
  return (
    <section className={`${styles.section} ${styles.empty}`} aria-labelledby="review-empty">
      <h2 id="review-empty" className={styles.sectionTitle}>
        {REVIEW_TEXTS.empty(year)}
      </h2>
      <p>{REVIEW_TEXTS.emptyHint}</p>
      <Link className={buttonClassName({ variant: 'primary' }, styles.action)} to="/meals/new">
        {REVIEW_TEXTS.logMeal}
      </Link>
      {years.length > 0 && (
        <>
          <h3 className={styles.yearsTitle}>{REVIEW_TEXTS.yearsWithMeals}</h3>
          <ul className={styles.years}>
            {years.map((other) => (
              <li key={other}>
                <Link to={reviewPath(other)}>{other}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
