import { classNames } from '@dd/ui-kit';
import { ChipList } from '../../chips/components/ChipList';
import { companionListPath } from '../model/companionLinks';
import { mealCountText } from '../model/companionEntry';
import styles from './CompanionChips.module.css';

export type CompanionChipsProps = {
  /** The names, as written; each with its meals' count when `mealCount` is given. */
  people: ReadonlyArray<string | { name: string; mealCount: number }>;
  /** The words before the chips ("With"); null where a label already says it. */
  lead?: string | null;
  /** The list's accessible name (by default the lead's). */
  label?: string;
  /** Each chip opens the meals shared with that person (a card, itself a link, leaves it out). */
  links?: boolean;
  className?: string;
};

/**
 * Who a meal (or a restaurant's meals) was shared with: "With" and a chip
 * per name, each a link to `/meals?companion=<name>`; nothing when there are none.
 */
export function CompanionChips({
  people,
  lead = 'With',
  label = lead ?? 'With',
  links = true,
  className,
}: CompanionChipsProps) {
  if (people.length === 0) return null;
  return (
    <div className={classNames(styles.line, className)}>
      {lead && <span className={styles.lead}>{lead}</span>}
      <ChipList
        label={label}
        className={styles.chips}
        chipClassName={styles.chip}
        chips={people.map((person) => {
          const name = typeof person === 'string' ? person : person.name;
          const count = typeof person === 'string' ? null : mealCountText(person.mealCount);
          return {
            key: name,
            content: (
              <>
                <span className={styles.name}>{name}</span>
                {count && <span className={styles.count}> · {count}</span>}
              </>
            ),
            ...(links
              ? {
                  to: companionListPath(name),
                  linkLabel: `${name}${count ? `, ${count}` : ''}: all meals with ${name}`,
                }
              : {}),
          };
        })}
      />
    </div>
  );
}
