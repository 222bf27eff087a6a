import { useId, useState } from 'react';
import { matchingPreset, rangePresets } from '../model/rangePresets';
import { isDiaryDay, withFrom, withTo, type DateRange } from '../model/timelineUrl';
import styles from './DateRangePicker.module.css';

export type DateRangePickerProps = {
  range: DateRange;
  /** `YYYY-MM-DD` in the user's calendar (localDiaryDate): what "This month" means. */
  today: string;
  /** A preset is a choice (`replace` false); a date typed in a field refines it (`replace` true). */
  onChange: (range: DateRange, options: { replace: boolean }) => void;
};

/**
 * The timeline's period: preset buttons, then a From / To pair of native date
 * fields (keyboard and screen-reader friendly, the phone's own date picker).
 * An emptied field leaves that side open. On a phone it is one row of chips,
 * the dates folded behind "Dates" (open when the period is one of its own),
 * so the first screen shows meals.
 */
export function DateRangePicker({ range, today, onChange }: DateRangePickerProps) {
  const presets = rangePresets(today);
  const active = matchingPreset(presets, range);
  const labelId = useId();
  const fromId = useId();
  const toId = useId();
  const datesId = useId();
  const [datesOpen, setDatesOpen] = useState(active === undefined);

  const edit = (value: string, apply: (day: string | null) => DateRange) => {
    if (value === '') onChange(apply(null), { replace: true });
    else if (isDiaryDay(value)) onChange(apply(value), { replace: true });
  };

  return (
    <div role="group" aria-labelledby={labelId} className={styles.picker}>
      <span id={labelId} className={styles.legend}>
        Period
      </span>
      <div className={styles.presets}>
        {presets.map((preset) => (
          <button
            key={preset.id}
            type="button"
            aria-pressed={preset.id === active?.id}
            className={styles.preset}
            onClick={() => onChange(preset.range, { replace: false })}
          >
            {preset.label}
          </button>
        ))}
      </div>
      <button
        type="button"
        aria-expanded={datesOpen}
        aria-controls={datesId}
        className={`${styles.preset} ${styles.datesToggle}`}
        data-custom={active === undefined ? '' : undefined}
        onClick={() => setDatesOpen((open) => !open)}
      >
        Dates
        <span aria-hidden="true" className={styles.chevron} />
      </button>
      <div id={datesId} className={styles.dates} data-open={datesOpen ? '' : undefined}>
        <div className={styles.date}>
          <label htmlFor={fromId}>From</label>
          <input
            id={fromId}
            type="date"
            className={styles.input}
            value={range.from ?? ''}
            min="1900-01-01"
            max={range.to ?? '2100-12-31'}
            onChange={(event) => edit(event.target.value, (day) => withFrom(range, day))}
          />
        </div>
        <div className={styles.date}>
          <label htmlFor={toId}>To</label>
          <input
            id={toId}
            type="date"
            className={styles.input}
            value={range.to ?? ''}
            min={range.from ?? '1900-01-01'}
            max="2100-12-31"
            onChange={(event) => edit(event.target.value, (day) => withTo(range, day))}
          />
        </div>
      </div>
    </div>
  );
}
