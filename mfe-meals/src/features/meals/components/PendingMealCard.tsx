import { Link } from 'react-router';
import {
  CardMedia,
  companionsText,
  DiaryCard,
  diaryDay,
  formatDiaryDate,
  formatMoney,
  isDisplayableImageUrl,
} from '@dd/diary-ui';
import { useLocalPhotoUrl } from '@dd/shell-kit';
import type { PendingMeal } from '../model/pendingMeals';
import { PENDING_MEAL_TEXTS } from '../model/texts';
import mealCardStyles from './MealCard.module.css';
import styles from './PendingMeals.module.css';

const CARD_IMAGE_SIZES = '(min-width: 64rem) 18rem, (min-width: 48rem) 33vw, 50vw';

/** A meal saved on this device, not on the server yet: no page of its own until it syncs. */
export function PendingMealCard({ meal }: { meal: PendingMeal }) {
  // A photo still on the device is named by a local ref: its blob shows it.
  const image = meal.mealImages.find((each) => each.isPrimary) ?? meal.mealImages[0];
  const shownUrl = useLocalPhotoUrl(image?.url);
  const imageUrl =
    shownUrl && (shownUrl.startsWith('blob:') || isDisplayableImageUrl(shownUrl))
      ? shownUrl
      : undefined;
  const refused = meal.status !== 'waiting';
  return (
    <DiaryCard>
      <CardMedia
        image={image && imageUrl ? { ...image, url: imageUrl } : undefined}
        sizes={CARD_IMAGE_SIZES}
        className={mealCardStyles.media}
      />
      <div className={mealCardStyles.body}>
        <h3 className={mealCardStyles.name}>{meal.name}</h3>
        {meal.restaurant && <span className={styles.restaurant}>{meal.restaurant.name}</span>}
        <p className={mealCardStyles.date}>
          <time dateTime={diaryDay(meal.date)}>{formatDiaryDate(meal.date)}</time>
          {meal.price && <> · {formatMoney(meal.price)}</>}
        </p>
        {meal.companions.length > 0 && (
          <p className={styles.companions}>With {companionsText(meal.companions)}</p>
        )}
        {refused ? (
          <p className={styles.refused}>
            <span aria-hidden="true">⚠ </span>
            {PENDING_MEAL_TEXTS.notSynced}
            {meal.failure ? `: ${meal.failure}` : ''}{' '}
            <Link to="/sync">{PENDING_MEAL_TEXTS.review}</Link>
          </p>
        ) : (
          <p className={styles.waiting}>
            <span aria-hidden="true">⟳ </span>
            {PENDING_MEAL_TEXTS.waiting}
          </p>
        )}
      </div>
    </DiaryCard>
  );
}
