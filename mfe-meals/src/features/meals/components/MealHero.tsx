import { Link } from 'react-router';
import type { ImageEntry, NamedRef, Price, ThumbsValue } from '@dd/contracts';
import {
  DetailHero,
  diaryDay,
  formatDiaryDate,
  formatMoney,
  THUMBS_TITLES,
  ThumbsControl,
} from '@dd/diary-ui';
import styles from './MealDetail.module.css';

export type MealHeroProps = {
  image: ImageEntry;
  name: string;
  restaurant: NamedRef | null;
  date: string;
  price: Price | null;
  rating: ThumbsValue | undefined;
  onRate: (value: ThumbsValue) => void;
  /** The thumbs show the rating without changing it (a viewer's). */
  readOnly?: boolean;
};

/** The meal's photo, 320 px high, carrying its restaurant, date, price and thumbs over a scrim. */
export function MealHero({
  image,
  name,
  restaurant,
  date,
  price,
  rating,
  onRate,
  readOnly = false,
}: MealHeroProps) {
  return (
    <DetailHero image={image} name={name} aria-label={`Photo of ${name}`}>
      <span className={styles.heroFacts}>
        {restaurant && (
          <Link to={`/restaurants/${restaurant._id}`} className={styles.heroRestaurant}>
            {restaurant.name}
          </Link>
        )}
        <span className={styles.heroDate}>
          <time dateTime={diaryDay(date)}>{formatDiaryDate(date)}</time>
          {price && <> · {formatMoney(price)}</>}
        </span>
      </span>
      <ThumbsControl
        value={rating}
        titles={THUMBS_TITLES.meal}
        onChange={onRate}
        disabled={readOnly}
      />
    </DetailHero>
  );
}
