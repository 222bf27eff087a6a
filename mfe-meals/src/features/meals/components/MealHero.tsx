import { Link } from 'react-router';
import type { ImageEntry, NamedRef, ThumbsValue } from '@dd/contracts';
import { diaryDay, formatDiaryDate, THUMBS_TITLES, ThumbsControl } from '@dd/diary-ui';
import { LazyImage } from '@dd/ui-kit';
import styles from './MealDetail.module.css';

export type MealHeroProps = {
  image: ImageEntry;
  name: string;
  restaurant: NamedRef | null;
  date: string;
  rating: ThumbsValue | undefined;
  onRate: (value: ThumbsValue) => void;
};

/** The meal's photo, 320 px high, carrying its restaurant, date and thumbs over a scrim. */
export function MealHero({ image, name, restaurant, date, rating, onRate }: MealHeroProps) {
  return (
    <figure className={styles.hero} aria-label={`Photo of ${name}`}>
      <LazyImage
        src={image.url}
        alt={image.caption || name}
        sizes="(min-width: 56rem) 56rem, 100vw"
        fetchPriority="high"
        className={styles.heroImage}
      />
      <figcaption className={styles.heroOverlay}>
        <span className={styles.heroFacts}>
          {restaurant && (
            <Link to={`/restaurants/${restaurant._id}`} className={styles.heroRestaurant}>
              {restaurant.name}
            </Link>
          )}
          <time dateTime={diaryDay(date)} className={styles.heroDate}>
            {formatDiaryDate(date)}
          </time>
        </span>
        <ThumbsControl value={rating} titles={THUMBS_TITLES.meal} onChange={onRate} />
      </figcaption>
    </figure>
  );
}
