import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { Listing } from '../model/listing';
import { listingAddress } from '@dd/contracts/rules';
import type { DiaryActions } from './AddToDiary';
import { ListingContent } from './ListingContent';
import cardStyles from './ListingCard.module.css';
import styles from './ListingSheet.module.css';

export type ListingSheetProps = {
  listing: Listing;
  diary: DiaryActions;
  /** Close (Escape or the close button): the caller drops the selection. */
  onClose: () => void;
};

/**
 * The map's selected restaurant on a narrow screen (issue 30): the detail
 * card of product spec §2 in a sheet fixed to the bottom of the viewport. It is a
 * non-modal dialog — the map stays usable behind it — that takes focus when
 * it opens or changes place, and gives it back to what had it (the pin) when
 * it closes.
 */
export function ListingSheet({ listing, diary, onClose }: ListingSheetProps) {
  const nameId = useId();
  const sheetRef = useRef<HTMLElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    const active = document.activeElement;
    if (
      active instanceof HTMLElement &&
      active !== document.body &&
      !sheetRef.current?.contains(active)
    )
      openerRef.current = active;
    sheetRef.current?.focus({ preventScroll: true });
  }, [listing.id]);

  useEffect(
    () => () => {
      const opener = openerRef.current;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    },
    [],
  );

  return (
    <section
      ref={sheetRef}
      role="dialog"
      aria-labelledby={nameId}
      tabIndex={-1}
      className={styles.sheet}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.header}>
        <p className={cardStyles.kicker}>Selected restaurant</p>
        <button
          type="button"
          className={styles.close}
          aria-label={`Close ${listing.name}`}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={cardStyles.sheet}>
        <ListingContent
          listing={listing}
          diary={diary}
          nameId={nameId}
          address={listingAddress(listing)}
          noImageText="No image"
        />
      </div>
    </section>
  );
}
