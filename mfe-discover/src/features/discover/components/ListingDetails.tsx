import { useId } from 'react';
import { LazyImage } from '@dd/ui-kit';
import { listingHref, listingImage, type Listing } from '../model/listing';
import { listingAddress } from '../model/restaurantPayload';
import { AddToDiary, type DiaryActions } from './AddToDiary';
import { ListingDistance, ListingFacts, YelpLink } from './ListingFacts';
import styles from './ListingCard.module.css';

/**
 * SPEC §2 map view: the selected restaurant's card — image (or 'No image'),
 * name, rating, review count, price, address, distance, the external link and Add.
 */
export function ListingDetails({ listing, diary }: { listing: Listing; diary: DiaryActions }) {
  const nameId = useId();
  const image = listingImage(listing);
  const address = listingAddress(listing);
  return (
    <aside className={styles.details} aria-labelledby={nameId}>
      <div className={styles.media}>
        {image ? (
          <LazyImage src={image} alt={listing.name} className={styles.image} />
        ) : (
          <div className={styles.noImage}>No image</div>
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.kicker}>Selected restaurant</p>
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
    </aside>
  );
}
