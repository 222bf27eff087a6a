import { useId, useState, type FormEvent } from 'react';
import { Button, DisclosureChevron } from '@dd/ui-kit';
import type { CategoryOption } from '../model/categories';
import { DISTANCE_OPTIONS } from '../model/distance';
import { PRICE_LEVELS, togglePriceLevel, type PriceLevel } from '../model/price';
import type { FilterChoice } from '../model/queries';
import { CategoryPicker } from './CategoryPicker';
import styles from './Panel.module.css';

/**
 * product spec §2 Filter Options: Distance, Category (select or create), Price $ to
 * $$$$, applied together by Apply Filters.
 */
export function FilterPanel({
  applied,
  onApply,
}: {
  /** The filters in force: the panel starts from them. */
  applied: FilterChoice;
  onApply: (choice: FilterChoice) => void;
}) {
  const ids = useId();
  const [open, setOpen] = useState(true);
  const [radius, setRadius] = useState(applied.radius);
  const [category, setCategory] = useState<CategoryOption | null>(applied.category);
  const [prices, setPrices] = useState<PriceLevel[]>(applied.prices);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply({ radius, category, prices });
  }

  return (
    <section className={styles.panel} aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${ids}-body`}
          onClick={() => setOpen((isOpen) => !isOpen)}
        >
          Filter Options
          <DisclosureChevron open={open} />
        </button>
      </h2>
      <form id={`${ids}-body`} hidden={!open} className={styles.filters} onSubmit={apply}>
        <div className={styles.field}>
          <label htmlFor={`${ids}-distance`} className={styles.label}>
            Distance
          </label>
          <select
            id={`${ids}-distance`}
            className={styles.select}
            value={radius}
            onChange={(event) => setRadius(Number(event.target.value))}
          >
            {DISTANCE_OPTIONS.map((option) => (
              <option key={option.metres} value={option.metres}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <CategoryPicker value={category} onChange={setCategory} />
        <fieldset className={styles.priceGroup}>
          <legend className={styles.label}>Price</legend>
          <div className={styles.priceToggles}>
            {PRICE_LEVELS.map(({ level, label }) => (
              <button
                key={level}
                type="button"
                className={styles.priceToggle}
                aria-pressed={prices.includes(level)}
                onClick={() => setPrices((chosen) => togglePriceLevel(chosen, level))}
              >
                {label}
              </button>
            ))}
          </div>
        </fieldset>
        <div className={styles.submitRow}>
          <Button type="submit">Apply Filters</Button>
        </div>
      </form>
    </section>
  );
}
