import { CardGrid } from '@dd/diary-ui';
import { outboxStatuses, useOutboxEntries } from '@dd/shell-kit';
import { pendingMeals } from '../model/pendingMeals';
import { PENDING_MEAL_TEXTS } from '../model/texts';
import mealGridStyles from './MealGrid.module.css';
import { PendingMealCard } from './PendingMealCard';
import styles from './PendingMeals.module.css';

/** The meals saved on this device that the server has not got yet, above the list. */
export function PendingMeals() {
  const entries = useOutboxEntries();
  const meals = pendingMeals(entries, outboxStatuses(entries));
  if (meals.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="pending-meals-heading">
      <h2 id="pending-meals-heading" className={styles.heading}>
        {PENDING_MEAL_TEXTS.heading}
      </h2>
      <CardGrid label={PENDING_MEAL_TEXTS.heading} className={mealGridStyles.grid}>
        {meals.map((meal) => (
          <PendingMealCard key={meal.entryId} meal={meal} />
        ))}
      </CardGrid>
    </section>
  );
}
