import { useId, type Ref } from 'react';
import { LazyImage } from '@dd/ui-kit';
import { listingHref, listingImage, streetAndCity, type Listing } from '../model/listing';
import { AddToDiary, type DiaryActions } from './AddToDiary';
import { ListingDistance, ListingFacts, YelpLink } from './ListingFacts';
import styles from './ListingCard.module.css';

export type ListingCardProps = {
  listing: Listing;
  selected: boolean;
  diary: DiaryActions;
  ref?: Ref<HTMLElement>;
};

/**
 * SPEC §2 grid card: image (or 'No image available'), name, rating, review
 * count, price (or N/A), street and city, distance, 'View on Yelp' and Add.
 */
export function ListingCard({ listing, selected, diary, ref }: ListingCardProps) {
  const nameId = useId();
  const image = listingImage(listing);
  const address = streetAndCity(listing);
  return (
    <article
      ref={ref}
      className={styles.card}
      aria-labelledby={nameId}
      aria-current={selected || undefined}
      data-selected={selected || undefined}
    >
      <div className={styles.media}>
        {image ? (
          <LazyImage src={image} alt={listing.name} className={styles.image} />
        ) : (
          <div className={styles.noImage}>No image available</div>
        )}
      </div>
      <div className={styles.body}>
        <h3 id={nameId} className={styles.name}>
          {listing.name}
        </h3>
        <ListingFacts listing={listing} />
        {address && <p className={styles.address}>{address}</p>}
        <ListingDistance listing={listing} />
        <div className={styles.actions}>
          <YelpLink href={listingHref(listing)} />
          <AddToDiary listing={listing} diary={diary} />
        </div>
      </div>
    </article>
  );
}
