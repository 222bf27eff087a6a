import { useEffect, useRef } from 'react';
import type { Listing } from '../model/listing';
import type { DiaryActions } from './AddToDiary';
import { ListingCard } from './ListingCard';
import styles from './Results.module.css';

export type ListingGridProps = {
  listings: readonly Listing[];
  selectedId: string | null;
  diary: DiaryActions;
};

/** The grid of result cards; the selected card is scrolled into view (product spec §4). */
export function ListingGrid({ listings, selectedId, diary }: ListingGridProps) {
  const cards = useRef(new Map<string, HTMLElement>());

  useEffect(() => {
    if (!selectedId) return;
    const reduceMotion =
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    cards.current
      .get(selectedId)
      ?.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'nearest' });
  }, [selectedId, listings]);

  return (
    <ul className={styles.grid} aria-label="Restaurants">
      {listings.map((listing) => (
        <li key={listing.id} className={styles.gridItem}>
          <ListingCard
            listing={listing}
            selected={listing.id === selectedId}
            diary={diary}
            ref={(element) => {
              if (element) cards.current.set(listing.id, element);
              else cards.current.delete(listing.id);
            }}
          />
        </li>
      ))}
    </ul>
  );
}
