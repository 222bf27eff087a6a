import { useId, type Ref } from 'react';
import { streetAndCity, type Listing } from '../model/listing';
import type { DiaryActions } from './AddToDiary';
import { ListingContent } from './ListingContent';
import styles from './ListingCard.module.css';

export type ListingCardProps = {
  listing: Listing;
  selected: boolean;
  diary: DiaryActions;
  ref?: Ref<HTMLElement>;
};

/**
 * product spec §2 grid card: image (or 'No image available'), name, rating, review
 * count, price (or N/A), street and city, distance, 'View on Yelp' and Add.
 */
export function ListingCard({ listing, selected, diary, ref }: ListingCardProps) {
  const nameId = useId();
  const address = streetAndCity(listing);
  return (
    <article
      ref={ref}
      className={styles.card}
      aria-labelledby={nameId}
      aria-current={selected || undefined}
      data-selected={selected || undefined}
    >
      <ListingContent
        listing={listing}
        diary={diary}
        nameId={nameId}
        address={address}
        noImageText="No image available"
      />
    </article>
  );
}
