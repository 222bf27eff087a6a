import { useQuery } from '@tanstack/react-query';
import type { Restaurant, RestaurantSummary } from '@dd/contracts';
import { CompanionChips, formatDiaryDate, spentHereText } from '@dd/diary-ui';
import { restaurantSummaryQuery } from '../api/restaurantSummaryQuery';
import { firstVisitedDay } from '../model/firstVisited';
import { appleMapsUrl, googleMapsUrl, phoneHref, websiteHref } from '../model/links';
import styles from './RestaurantDetail.module.css';

type Facts = Pick<Restaurant, '_id' | 'address' | 'phone' | 'website' | 'date' | 'wantToGo'>;

/** What the restaurant's meals tell of it: the oldest one's day, what they cost, who you go with. */
export type MealFacts = Partial<Pick<RestaurantSummary, 'firstVisit' | 'spend' | 'companions'>>;

/** Whether the restaurant has a fact to show; its meals' first day and spend are ones. */
export function hasFacts({ address, phone, website, date }: Facts, meals: MealFacts): boolean {
  return Boolean(
    address ||
    phone ||
    website ||
    date ||
    meals.firstVisit ||
    meals.spend?.priced ||
    meals.companions?.length,
  );
}

/** The facts of the restaurant's meals, from its summary (shared with its other sections). */
export function useMealFacts(restaurantId: string): MealFacts {
  const { data } = useQuery(restaurantSummaryQuery(restaurantId));
  return { firstVisit: data?.firstVisit, spend: data?.spend, companions: data?.companions };
}

/**
 * Address with Google Maps and Apple Maps links, phone as a tel: link,
 * website (https:// added when missing; only an http(s) result is ever a
 * link) and the first-visited day (the oldest meal's, when that is older
 * than the record's), what its meals cost ("Spent here"), and who you usually
 * go with ("With Sam · 4 meals", each a link to the meals with them).
 */
export function RestaurantFacts({ restaurant, meals }: { restaurant: Facts; meals: MealFacts }) {
  const { address, phone, website } = restaurant;
  // A place saved for later and never eaten at was saved that day, not visited.
  const savedOnly = Boolean(restaurant.wantToGo) && !meals.firstVisit;
  const date = firstVisitedDay(restaurant.date, meals.firstVisit);
  const spent = meals.spend ? spentHereText(meals.spend) : null;
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
          <dt>{savedOnly ? 'Saved' : 'First Visited'}</dt>
          <dd>
            <time dateTime={date}>{formatDiaryDate(date)}</time>
          </dd>
        </div>
      )}
      {spent && (
        <div className={styles.fact}>
          <dt>Spent here</dt>
          <dd>
            <span className={styles.factText}>{spent}</span>
          </dd>
        </div>
      )}
      {meals.companions && meals.companions.length > 0 && (
        <div className={styles.fact}>
          <dt>With</dt>
          <dd>
            <CompanionChips people={meals.companions} lead={null} label="Usually with" />
          </dd>
        </div>
      )}
    </dl>
  );
}
