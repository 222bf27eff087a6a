import { PAINT_MARKS, type Restaurant, type ThumbsValue } from '@dd/contracts';
import { CardGrid } from '@dd/diary-ui';
import { RestaurantCard } from './RestaurantCard';
import styles from './RestaurantGrid.module.css';

export type RestaurantGridProps = {
  restaurants: readonly Restaurant[];
  /** The cards are those of the previous filter or search while the new answer loads. */
  busy?: boolean;
  onThumbsChange: (restaurant: Restaurant, value: ThumbsValue) => void;
  onEdit: (restaurant: Restaurant) => void;
  onDelete: (restaurant: Restaurant) => void;
  /** The user is a viewer of the diary: cards without edit, delete or rating. */
  readOnly?: boolean;
};

/** One column on phones, two from 40rem. */
export function RestaurantGrid({ restaurants, busy = false, ...handlers }: RestaurantGridProps) {
  return (
    <CardGrid label="Restaurants" busy={busy} className={styles.grid}>
      {restaurants.map((restaurant, index) => (
        <RestaurantCard
          key={restaurant._id}
          restaurant={restaurant}
          timingMark={index === 0 ? PAINT_MARKS.firstRestaurantCard : undefined}
          {...handlers}
        />
      ))}
    </CardGrid>
  );
}
