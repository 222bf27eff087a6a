import type { Restaurant } from '@dd/contracts';
import { diaryDay, formatDiaryDate } from '@dd/diary-ui';
import { appleMapsUrl, googleMapsUrl, phoneHref, websiteHref } from '../model/links';
import styles from './RestaurantDetail.module.css';

type Facts = Pick<Restaurant, 'address' | 'phone' | 'website' | 'date'>;

export function hasFacts({ address, phone, website, date }: Facts): boolean {
  return Boolean(address || phone || website || date);
}

/**
 * Address with Google Maps and Apple Maps links, phone as a tel: link,
 * website (https:// added when missing; only an http(s) result is ever a
 * link) and the first-visited day.
 */
export function RestaurantFacts({ restaurant }: { restaurant: Facts }) {
  const { address, phone, website, date } = restaurant;
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
            <time dateTime={diaryDay(date)}>{formatDiaryDate(date)}</time>
          </dd>
        </div>
      )}
    </dl>
  );
}
