import { Link } from 'react-router';
import { Button, buttonClassName, type ButtonSize } from '@dd/ui-kit';
import type { DiaryEntry } from '../model/diaryEntries';
import type { Listing } from '../model/listing';
import styles from './ListingCard.module.css';

/** What the screen knows and does about the diary for its listings (see useDiaryActions). */
export type DiaryActions = {
  /** The user's restaurant created from this listing, if there is one. */
  entryOf: (listing: Listing) => DiaryEntry | undefined;
  /** The listing being added, while a POST runs. */
  addingId: string | null;
  /** Whether that POST saves it for later. */
  savingForLater: boolean;
  add: (listing: Listing) => void;
  /** Adds it as a place saved for later (`wantToGo: true`, issue 45). */
  saveForLater: (listing: Listing) => void;
  /** Whether the user may add to the current diary (a viewer may not). */
  writable: boolean;
};

export type AddToDiaryProps = {
  listing: Listing;
  diary: DiaryActions;
  size?: ButtonSize;
  /** Runs before adding (the dropdown closes itself). */
  onBeforeAdd?: () => void;
  /** The card's own sizing of the buttons and the link that replaces them. */
  className?: string;
};

/**
 * Save for later and Add (to my diary); once the listing is there, a link to
 * it: "Saved for later" while it is saved for later, else "In your diary".
 * A viewer of the current diary gets the link only.
 */
export function AddToDiary({
  listing,
  diary,
  size = 'md',
  onBeforeAdd,
  className,
}: AddToDiaryProps) {
  const entry = diary.entryOf(listing);
  const href = entry && `/restaurants/${encodeURIComponent(entry.restaurantId)}`;
  if (href && entry.wantToGo)
    return (
      <Link
        to={href}
        className={buttonClassName({ variant: 'secondary', size }, className)}
        aria-label={`${listing.name} is saved for later: open it`}
      >
        Saved for later
      </Link>
    );
  if (href)
    return (
      <Link
        to={href}
        className={buttonClassName({ variant: 'secondary', size }, className)}
        aria-label={`${listing.name} is in your diary: open it`}
      >
        In <span className={styles.your}>your </span>diary
      </Link>
    );
  if (!diary.writable) return null;
  const busy = diary.addingId === listing.id;
  return (
    <span className={styles.diaryButtons}>
      <Button
        size={size}
        variant="secondary"
        className={className}
        loading={busy && diary.savingForLater}
        disabled={diary.addingId !== null}
        aria-label={`Save for later: ${listing.name}`}
        onClick={() => {
          onBeforeAdd?.();
          diary.saveForLater(listing);
        }}
      >
        Save for later
      </Button>
      <Button
        size={size}
        className={className}
        loading={busy && !diary.savingForLater}
        disabled={diary.addingId !== null}
        aria-label={`Add ${listing.name} to my diary`}
        onClick={() => {
          onBeforeAdd?.();
          diary.add(listing);
        }}
      >
        Add
      </Button>
    </span>
  );
}
