import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  COMPANION_FILTER_PARAM,
  companionSummaryQuery,
  mealCountText,
  placeCountText,
} from '@dd/diary-ui';
import { useCurrentDiary } from '@dd/shell-kit';
import { Button } from '@dd/ui-kit';
import styles from './CompanionHeader.module.css';

export type CompanionHeaderProps = { name: string };

/**
 * The head of the meal list narrowed to one person (`?companion=Sam`):
 * "Meals with Sam", "4 meals · 3 places" once the person's figures are in
 * (none while they load, or when the diary does not name them), and Show
 * all meals: the same list without the person, as a new history entry.
 * Loaded only with such a list, so the list's own script stays as it was.
 */
export function CompanionHeader({ name }: CompanionHeaderProps) {
  const [, setSearchParams] = useSearchParams();
  const showAll = () =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(COMPANION_FILTER_PARAM);
      return next;
    });
  const summary = useQuery({
    ...companionSummaryQuery(name, useCurrentDiary().diaryId),
    retry: false,
  });
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
      <Button variant="secondary" size="sm" className={styles.clear} onClick={showAll}>
        Show all meals
      </Button>
    </section>
  );
}
