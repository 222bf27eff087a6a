import { useQuery } from '@tanstack/react-query';
import type { Restaurant } from '@dd/contracts';
import { formatDiaryDate } from '@dd/diary-ui';
import { restaurantSummaryQuery } from '../api/restaurantSummaryQuery';
import { firstVisitedDay } from '../model/firstVisited';
import { appleMapsUrl, googleMapsUrl, phoneHref, websiteHref } from '../model/links';
import styles from './RestaurantDetail.module.css';

type Facts = Pick<Restaurant, '_id' | 'address' | 'phone' | 'website' | 'date'>;

/** Whether the restaurant has a fact to show; its meals' first day (`firstMeal`) is one. */
export function hasFacts(
  { address, phone, website, date }: Facts,
  firstMeal: string | null | undefined,
): boolean {
  return Boolean(address || phone || website || date || firstMeal);
}

/** The day of the oldest meal at the restaurant, from its summary (shared with its other sections). */
export function useFirstMealDay(restaurantId: string): string | null | undefined {
  return useQuery(restaurantSummaryQuery(restaurantId)).data?.firstVisit;
}

/**
 * Address with Google Maps and Apple Maps links, phone as a tel: link,
 * website (https:// added when missing; only an http(s) result is ever a
 * link) and the first-visited day (the oldest meal's, when that is older
 * than the record's).
 */
export function RestaurantFacts({
  restaurant,
  firstMeal,
}: {
  restaurant: Facts;
  firstMeal: string | null | undefined;
}) {
  const { address, phone, website } = restaurant;
  const date = firstVisitedDay(restaurant.date, firstMeal);
  const tel = phoneHref(phone);
  const site = websiteHref(website);
  return (
    <dl className={styles.facts}>
      {address && (
        <div className={styles.fact}>
          <dt>Address</dt>
          <dd>
            <span className={styles.factText}>{address}</span>
            <span className={styles.mapLinks}>
              <a href={googleMapsUrl(address)} target="_blank" rel="noopener noreferrer">
                Google Maps
              </a>
              <a href={appleMapsUrl(address)} target="_blank" rel="noopener noreferrer">
                Apple Maps
              </a>
            </span>
          </dd>
        </div>
      )}
      {phone && (
        <div className={styles.fact}>
          <dt>Phone</dt>
          <dd>
            {tel ? <a href={tel}>{phone}</a> : <span className={styles.factText}>{phone}</span>}
          </dd>
        </div>
      )}
      {website && (
        <div className={styles.fact}>
          <dt>Website</dt>
          <dd>
            {site ? (
              <a href={site} target="_blank" rel="noopener noreferrer" className={styles.factText}>
                {website}
              </a>
            ) : (
              <span className={styles.factText}>{website}</span>
            )}
          </dd>
        </div>
      )}
      {date && (
        <div className={styles.fact}>
          <dt>First Visited</dt>
          <dd>
            <time dateTime={date}>{formatDiaryDate(date)}</time>
          </dd>
        </div>
      )}
    </dl>
  );
}
