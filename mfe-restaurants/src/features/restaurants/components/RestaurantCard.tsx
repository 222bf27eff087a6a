import { Link } from 'react-router';
import type { Restaurant, ThumbsValue } from '@dd/contracts';
import { OptionsMenu, TagChips, THUMBS_TITLES, ThumbsControl } from '@dd/diary-ui';
import { LazyImage } from '@dd/ui-kit';
import { coverImage } from '../model/images';
import { DishIcon } from './DishIcon';
import styles from './RestaurantCard.module.css';

export type RestaurantCardProps = {
  restaurant: Restaurant;
  onThumbsChange: (restaurant: Restaurant, value: ThumbsValue) => void;
  onEdit: (restaurant: Restaurant) => void;
  onDelete: (restaurant: Restaurant) => void;
};

// Two columns from 40rem: a card is about half the content width there.
const CARD_IMAGE_SIZES = '(min-width: 40rem) 36rem, 100vw';

/**
 * A restaurant in the list. The whole card follows the name's link (its
 * ::after covers the card); the thumbs and the options menu sit above that
 * layer as real buttons, so no control is nested inside the link.
 */
export function RestaurantCard({
  restaurant,
  onThumbsChange,
  onEdit,
  onDelete,
}: RestaurantCardProps) {
  const image = coverImage(restaurant);
  return (
    <li className={styles.card}>
      <div className={styles.media}>
        {image ? (
          <LazyImage src={image.url} alt="" sizes={CARD_IMAGE_SIZES} className={styles.image} />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">
            <DishIcon />
          </span>
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.header}>
          <h2 className={styles.name}>
            <Link to={`/restaurants/${restaurant._id}`} className={styles.link}>
              {restaurant.name}
            </Link>
          </h2>
          <OptionsMenu
            label={`Options for ${restaurant.name}`}
            className={styles.control}
            items={[
              { label: 'Edit', onSelect: () => onEdit(restaurant) },
              { label: 'Delete', onSelect: () => onDelete(restaurant), danger: true },
            ]}
          />
        </div>
        {restaurant.address && <p className={styles.address}>{restaurant.address}</p>}
        {restaurant.tags && restaurant.tags.length > 0 && <TagChips tags={restaurant.tags} />}
        <ThumbsControl
          value={restaurant.isThumbsUp}
          titles={THUMBS_TITLES.restaurant}
          onChange={(value) => onThumbsChange(restaurant, value)}
          size="sm"
          className={styles.control}
        />
      </div>
    </li>
  );
}
