import { memo } from 'react';
import { Link } from 'react-router';
import type { Meal, ThumbsValue } from '@dd/contracts';
import {
  CardLink,
  CardMedia,
  cardControlClassName,
  DiaryCard,
  diaryDay,
  displayImage,
  formatDiaryDate,
  formatMoney,
  OptionsMenu,
  THUMBS_TITLES,
  ThumbsControl,
} from '@dd/diary-ui';
import { classNames, paintMark } from '@dd/ui-kit';
import styles from './MealCard.module.css';

export type MealCardProps = {
  meal: Meal;
  /** One of the first cards: its photo loads at once, as the likely Largest Contentful Paint. */
  aboveTheFold?: boolean;
  /** The Element Timing name of its name's paint (the list's first card has one). */
  timingMark?: string;
  onThumbsChange: (meal: Meal, value: ThumbsValue) => void;
  onEdit: (meal: Meal) => void;
  onDelete: (meal: Meal) => void;
  /** In a diary where the user is a viewer: no options menu, and the thumbs only show the rating. */
  readOnly?: boolean;
};

// 2 columns on phones, 3 from 48rem, 4 from 64rem (of a 72rem wide page).
const CARD_IMAGE_SIZES = '(min-width: 64rem) 18rem, (min-width: 48rem) 33vw, 50vw';

/**
 * A meal in the list. The whole card follows the name's link (its ::after
 * covers the card); the restaurant link, the thumbs and the options menu sit
 * above that layer as real links and buttons, so nothing interactive is
 * nested inside the link. Memoised: appending a page re-renders only new cards.
 */
export const MealCard = memo(function MealCard({
  meal,
  aboveTheFold = false,
  timingMark,
  onThumbsChange,
  onEdit,
  onDelete,
  readOnly = false,
}: MealCardProps) {
  const restaurant = meal.restaurantId;
  return (
    <DiaryCard>
      <CardMedia
        image={displayImage(meal.mealImages, meal.imageUrl)}
        sizes={CARD_IMAGE_SIZES}
        className={styles.media}
        priority={aboveTheFold}
      />
      {/* Over the photo's corner, so the name keeps the card's full width on phones. */}
      {!readOnly && (
        <OptionsMenu
          label={`Options for ${meal.name}`}
          className={styles.menu}
          items={[
            { label: 'Edit', onSelect: () => onEdit(meal) },
            { label: 'Delete', onSelect: () => onDelete(meal), danger: true },
          ]}
        />
      )}
      <div className={styles.body}>
        <h2 className={styles.name} {...paintMark(timingMark)}>
          <CardLink to={`/meals/${meal._id}`}>{meal.name}</CardLink>
        </h2>
        {restaurant && (
          <Link
            to={`/restaurants/${restaurant._id}`}
            className={classNames(styles.restaurant, cardControlClassName)}
          >
            {restaurant.name}
          </Link>
        )}
        <p className={styles.date}>
          <time dateTime={diaryDay(meal.date)}>{formatDiaryDate(meal.date)}</time>
          {meal.price && <> · {formatMoney(meal.price)}</>}
        </p>
        <ThumbsControl
          value={meal.isThumbsUp}
          titles={THUMBS_TITLES.meal}
          onChange={(value) => onThumbsChange(meal, value)}
          disabled={readOnly}
          size="sm"
          className={classNames(cardControlClassName, styles.thumbs)}
        />
      </div>
    </DiaryCard>
  );
});
