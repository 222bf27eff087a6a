import type { Meal, ThumbsValue } from '@dd/contracts';
import { MealCard } from './MealCard';
import styles from './MealGrid.module.css';

export type MealGridProps = {
  meals: readonly Meal[];
  /** The cards are those of the previous filter or search while the new answer loads. */
  busy?: boolean;
  onThumbsChange: (meal: Meal, value: ThumbsValue) => void;
  onEdit: (meal: Meal) => void;
  onDelete: (meal: Meal) => void;
};

/** Two columns on phones, three from 48rem, four from 64rem (SPEC §2). */
export function MealGrid({ meals, busy = false, ...handlers }: MealGridProps) {
  return (
    <ul aria-label="Meals" aria-busy={busy || undefined} className={styles.grid}>
      {meals.map((meal) => (
        <MealCard key={meal._id} meal={meal} {...handlers} />
      ))}
    </ul>
  );
}
