import type { ReactNode } from 'react';
import { LazyImage } from '@dd/ui-kit';
import { listingHref, listingImage, type Listing } from '../model/listing';
import { AddToDiary, type DiaryActions } from './AddToDiary';
import { ListingDistance, ListingFacts, YelpLink } from './ListingFacts';
import styles from './ListingCard.module.css';

export type ListingContentProps = {
  listing: Listing;
  diary: DiaryActions;
  /** The heading's id, which the surrounding card or panel is labelled by. */
  nameId: string;
  address: string;
  /** product spec §2: 'No image available' on a grid card, 'No image' on the map's detail card. */
  noImageText: string;
  kicker?: ReactNode;
};

/** A listing's image, name, facts, address, distance, Yelp link and Add, as both of its cards show them. */
export function ListingContent({
  listing,
  diary,
  nameId,
  address,
  noImageText,
  kicker,
}: ListingContentProps) {
  const image = listingImage(listing);
  return (
    <>
      <div className={styles.media}>
        {image ? (
          <LazyImage src={image} alt={listing.name} className={styles.image} />
        ) : (
          <div className={styles.noImage}>{noImageText}</div>
        )}
      </div>
      <div className={styles.body}>
        {kicker}
        <h3 id={nameId} className={styles.name}>
          {listing.name}
        </h3>
        <ListingFacts listing={listing} />
        {address && <p className={styles.address}>{address}</p>}
        <ListingDistance listing={listing} />
        <div className={styles.actions}>
          <YelpLink href={listingHref(listing)} />
          <AddToDiary listing={listing} diary={diary} className={styles.diaryAction} />
        </div>
      </div>
    </>
  );
}
