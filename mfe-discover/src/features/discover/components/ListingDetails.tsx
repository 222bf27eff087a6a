import { useId } from 'react';
import type { Listing } from '../model/listing';
import { listingAddress } from '@dd/contracts/rules';
import type { DiaryActions } from './AddToDiary';
import { ListingContent } from './ListingContent';
import styles from './ListingCard.module.css';

/**
 * product spec §2 map view: the selected restaurant's card — image (or 'No image'),
 * name, rating, review count, price, address, distance, the external link and Add.
 */
export function ListingDetails({ listing, diary }: { listing: Listing; diary: DiaryActions }) {
  const nameId = useId();
  const address = listingAddress(listing);
  return (
    <aside className={styles.details} aria-labelledby={nameId}>
      <ListingContent
        listing={listing}
        diary={diary}
        nameId={nameId}
        address={address}
        noImageText="No image"
        kicker={<p className={styles.kicker}>Selected restaurant</p>}
      />
    </aside>
  );
}
