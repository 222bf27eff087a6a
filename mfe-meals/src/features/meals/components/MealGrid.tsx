import { PAINT_MARKS, type Meal, type ThumbsValue } from '@dd/contracts';
import { CardGrid } from '@dd/diary-ui';
import { MealCard } from './MealCard';
import styles from './MealGrid.module.css';

export type MealGridProps = {
  meals: readonly Meal[];
  /** The cards are those of the previous filter or search while the new answer loads. */
  busy?: boolean;
  onThumbsChange: (meal: Meal, value: ThumbsValue) => void;
  onEdit: (meal: Meal) => void;
  onDelete: (meal: Meal) => void;
  /** The user is a viewer of the diary: cards without edit, delete or rating. */
  readOnly?: boolean;
};

/** The first row on desktops, two on phones: their photos load at once. */
const ABOVE_THE_FOLD_CARDS = 4;

/** Two columns on phones, three from 48rem, four from 64rem (product spec §2). */
export function MealGrid({ meals, busy = false, ...handlers }: MealGridProps) {
  return (
    <CardGrid label="Meals" busy={busy} className={styles.grid}>
      {meals.map((meal, index) => (
        <MealCard
          key={meal._id}
          meal={meal}
          aboveTheFold={index < ABOVE_THE_FOLD_CARDS}
          timingMark={index === 0 ? PAINT_MARKS.firstMealCard : undefined}
          {...handlers}
        />
      ))}
    </CardGrid>
  );
}
