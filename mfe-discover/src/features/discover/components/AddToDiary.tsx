import { Link } from 'react-router';
import { Button, buttonClassName, type ButtonSize } from '@dd/ui-kit';
import type { Listing } from '../model/listing';
import styles from './ListingCard.module.css';

/** What the screen knows and does about the diary for its listings (see useDiaryActions). */
export type DiaryActions = {
  /** Id of the user's restaurant created from this listing, if there is one. */
  restaurantIdOf: (listing: Listing) => string | undefined;
  /** The listing being added, while a POST runs. */
  addingId: string | null;
  add: (listing: Listing) => void;
};

export type AddToDiaryProps = {
  listing: Listing;
  diary: DiaryActions;
  size?: ButtonSize;
  /** Runs before adding (the dropdown closes itself). */
  onBeforeAdd?: () => void;
  /** The card's own sizing of the button and the link that replaces it. */
  className?: string;
};

/** Add (to my diary), or "In your diary" with a link when the listing is already there. */
export function AddToDiary({
  listing,
  diary,
  size = 'md',
  onBeforeAdd,
  className,
}: AddToDiaryProps) {
  const restaurantId = diary.restaurantIdOf(listing);
  if (restaurantId)
    return (
      <Link
        to={`/restaurants/${encodeURIComponent(restaurantId)}`}
        className={buttonClassName({ variant: 'secondary', size }, className)}
        aria-label={`${listing.name} is in your diary: open it`}
      >
        In <span className={styles.your}>your </span>diary
      </Link>
    );
  return (
    <Button
      size={size}
      className={className}
      loading={diary.addingId === listing.id}
      disabled={diary.addingId !== null}
      aria-label={`Add ${listing.name} to my diary`}
      onClick={() => {
        onBeforeAdd?.();
        diary.add(listing);
      }}
    >
      Add
    </Button>
  );
}
