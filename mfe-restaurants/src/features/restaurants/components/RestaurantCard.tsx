import type { Restaurant, ThumbsValue } from '@dd/contracts';
import {
  CardLink,
  CardMedia,
  cardControlClassName,
  DiaryCard,
  displayImage,
  OptionsMenu,
  TagChips,
  THUMBS_TITLES,
  ThumbsControl,
} from '@dd/diary-ui';
import { Badge, paintMark } from '@dd/ui-kit';
import styles from './RestaurantCard.module.css';

export type RestaurantCardProps = {
  restaurant: Restaurant;
  /** The Element Timing name of its name's paint (the list's first card has one). */
  timingMark?: string;
  onThumbsChange: (restaurant: Restaurant, value: ThumbsValue) => void;
  onEdit: (restaurant: Restaurant) => void;
  onDelete: (restaurant: Restaurant) => void;
  /** In a diary where the user is a viewer: no options menu, and the thumbs only show the rating. */
  readOnly?: boolean;
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
  timingMark,
  onThumbsChange,
  onEdit,
  onDelete,
  readOnly = false,
}: RestaurantCardProps) {
  return (
    <DiaryCard>
      <CardMedia
        image={displayImage(restaurant.restaurantImages, restaurant.imageUrl)}
        sizes={CARD_IMAGE_SIZES}
        className={styles.media}
        iconSize={64}
      />
      <div className={styles.body}>
        <div className={styles.header}>
          <h2 className={styles.name} {...paintMark(timingMark)}>
            <CardLink to={`/restaurants/${restaurant._id}`}>{restaurant.name}</CardLink>
          </h2>
          {!readOnly && (
            <OptionsMenu
              label={`Options for ${restaurant.name}`}
              className={cardControlClassName}
              items={[
                { label: 'Edit', onSelect: () => onEdit(restaurant) },
                { label: 'Delete', onSelect: () => onDelete(restaurant), danger: true },
              ]}
            />
          )}
        </div>
        {restaurant.wantToGo && <Badge>Want to go</Badge>}
        {restaurant.address && <p className={styles.address}>{restaurant.address}</p>}
        {restaurant.tags && restaurant.tags.length > 0 && <TagChips tags={restaurant.tags} />}
        <ThumbsControl
          value={restaurant.isThumbsUp}
          titles={THUMBS_TITLES.restaurant}
          onChange={(value) => onThumbsChange(restaurant, value)}
          disabled={readOnly}
          size="sm"
          className={cardControlClassName}
        />
      </div>
    </DiaryCard>
  );
}
