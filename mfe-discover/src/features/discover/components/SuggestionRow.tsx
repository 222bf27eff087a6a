import { LazyImage } from '@dd/ui-kit';
import { addressLine, categoryTitles, listingImage, type Listing } from '../model/listing';
import { AddToDiary, type DiaryActions } from './AddToDiary';
import styles from './SearchPanel.module.css';

export type SuggestionRowProps = {
  listing: Listing;
  diary: DiaryActions;
  onPick: () => void;
  onBeforeAdd: () => void;
};

/** A suggestion: image, name, address line (street, city, state, zip), categories, and Add. */
export function SuggestionRow({ listing, diary, onPick, onBeforeAdd }: SuggestionRowProps) {
  const image = listingImage(listing);
  const address = addressLine(listing);
  const categories = categoryTitles(listing);
  return (
    <li className={styles.suggestion}>
      <button type="button" className={styles.suggestionPick} onClick={onPick}>
        <span className={styles.thumb} aria-hidden="true">
          {image && <LazyImage src={image} alt="" className={styles.thumbImage} />}
        </span>
        <span className={styles.suggestionText}>
          <span className={styles.suggestionName}>{listing.name}</span>
          {address && <span className={styles.suggestionMeta}>{address}</span>}
          {categories && <span className={styles.suggestionMeta}>{categories}</span>}
        </span>
      </button>
      <div className={styles.suggestionAdd}>
        <AddToDiary listing={listing} diary={diary} size="sm" onBeforeAdd={onBeforeAdd} />
      </div>
    </li>
  );
}
