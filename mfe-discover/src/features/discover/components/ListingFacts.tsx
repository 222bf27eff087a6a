import { visuallyHiddenClassName } from '@dd/ui-kit';
import { formatDistance } from '../model/distance';
import { priceLabel, ratingValue, reviewsLabel, type Listing } from '../model/listing';
import styles from './ListingCard.module.css';

/** Rating, review count and price of a listing, on one line. */
export function ListingFacts({ listing }: { listing: Listing }) {
  return (
    <p className={styles.facts}>
      <span className={styles.rating}>
        <span aria-hidden="true" className={styles.star}>
          ★
        </span>
        <span className={visuallyHiddenClassName}>Rating </span>
        {ratingValue(listing)}
      </span>
      <span className={styles.reviews}>{reviewsLabel(listing)}</span>
      <span className={styles.price}>
        <span className={visuallyHiddenClassName}>Price </span>
        {priceLabel(listing)}
      </span>
    </p>
  );
}

/** The listing's distance from the search centre, when the answer has one. */
export function ListingDistance({ listing }: { listing: Listing }) {
  if (typeof listing.distance !== 'number' || !Number.isFinite(listing.distance)) return null;
  return (
    <p className={styles.distance}>
      <span className={visuallyHiddenClassName}>Distance </span>
      {formatDistance(listing.distance)}
    </p>
  );
}

/** 'View on Yelp', opened in a new tab; nothing when the listing has no web link. */
export function YelpLink({ href }: { href: string | null }) {
  if (!href) return null;
  return (
    <a className={styles.externalLink} href={href} target="_blank" rel="noopener noreferrer">
      View on Yelp
      <span className={visuallyHiddenClassName}> (opens in a new tab)</span>
    </a>
  );
}
