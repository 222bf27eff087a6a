import { useQuery } from '@tanstack/react-query';
import { companionSummaryQuery, mealCountText, placeCountText } from '@dd/diary-ui';
import { Button } from '@dd/ui-kit';
import styles from './CompanionHeader.module.css';

export type CompanionHeaderProps = {
  name: string;
  /** "Show all meals": the same list without the person. */
  onClear: () => void;
};

/**
 * The head of the meal list narrowed to one person (`?companion=Sam`):
 * "Meals with Sam", "4 meals · 3 places" once the person's figures are in
 * (none while they load, or when the diary does not name them), and a way
 * back to all meals.
 */
export function CompanionHeader({ name, onClear }: CompanionHeaderProps) {
  const summary = useQuery({ ...companionSummaryQuery(name), retry: false });
  const person = summary.data;
  return (
    <section className={styles.header} aria-labelledby="companion-heading">
      <div className={styles.text}>
        <h2 id="companion-heading" className={styles.title}>
          Meals with {person?.name ?? name}
        </h2>
        {person && (
          <p className={styles.counts}>
            {mealCountText(person.mealCount)} · {placeCountText(person.restaurantCount)}
          </p>
        )}
      </div>
      <Button variant="secondary" size="sm" className={styles.clear} onClick={onClear}>
        Show all meals
      </Button>
    </section>
  );
}
