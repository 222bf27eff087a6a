import { useQuery } from '@tanstack/react-query';
import { formatDiaryDate, ListStatus } from '@dd/diary-ui';
import { ErrorText, visuallyHiddenClassName } from '@dd/ui-kit';
import { yelpBusinessQuery, yelpReviewsQuery } from '../api/yelpQueries';
import { httpUrl } from '../model/links';
import { recentReviews, weeklyHours } from '../model/yelp';
import styles from './RestaurantDetail.module.css';

/** Rating, review count, price, opening hours and up to 3 recent reviews from the linked Yelp listing. */
export function YelpInfoPanel({ yelpId }: { yelpId: string }) {
  const business = useQuery(yelpBusinessQuery(yelpId));
  const reviews = useQuery(yelpReviewsQuery(yelpId));

  if (business.isPending)
    return (
      <ListStatus className={styles.sectionStatus} kind="loading" text="Loading Yelp data..." />
    );
  if (business.isError)
    return <ErrorText>Unable to load Yelp data. Please try again later.</ErrorText>;

  const { rating, review_count: reviewCount, price, hours } = business.data;
  const week = weeklyHours(hours);
  const shownReviews = recentReviews(reviews.data);

  return (
    <div className={styles.yelp}>
      <dl className={styles.yelpFacts}>
        <div>
          <dt>Rating</dt>
          <dd>
            <span aria-hidden="true" className={styles.star}>
              ★
            </span>{' '}
            {rating.toFixed(1)} / 5
          </dd>
        </div>
        <div>
          <dt>Reviews</dt>
          <dd>{reviewCount.toLocaleString()}</dd>
        </div>
        {price && (
          <div>
            <dt>Price</dt>
            <dd>{price}</dd>
          </div>
        )}
      </dl>
      {week.length > 0 && (
        <div>
          <h3 className={styles.subTitle}>Hours</h3>
          <dl className={styles.hours}>
            {week.map(({ day, ranges }) => (
              <div key={day} className={styles.hoursRow}>
                <dt>{day}</dt>
                <dd>{ranges.length > 0 ? ranges.join(', ') : 'Closed'}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {shownReviews.length > 0 && (
        <div>
          <h3 className={styles.subTitle}>Recent Reviews</h3>
          <ul className={styles.reviews} aria-label="Recent Yelp reviews">
            {shownReviews.map((review) => {
              const link = httpUrl(review.url);
              return (
                <li key={review.id} className={styles.review}>
                  <p className={styles.reviewMeta}>
                    <span className={styles.star} aria-hidden="true">
                      {'★'.repeat(Math.round(review.rating))}
                    </span>
                    <span className={visuallyHiddenClassName}>{review.rating} out of 5 stars</span>
                    <span>{review.user.name}</span>
                    <span className={styles.muted}>{formatDiaryDate(review.time_created)}</span>
                  </p>
                  <p className={styles.reviewText}>{review.text}</p>
                  {link && (
                    <a href={link} target="_blank" rel="noopener noreferrer">
                      Read on Yelp
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
