import { useMemo } from 'react';
import type { Meal } from '@dd/contracts';
import { classNames } from '@dd/ui-kit';
import { formatTimelineMonth, groupTimeline } from '../model/groupTimeline';
import { monthRange } from '../model/rangePresets';
import type { DateRange } from '../model/timelineUrl';
import { TimelineDayItem } from './TimelineDayItem';
import styles from './Timeline.module.css';

export type TimelineMonthsProps = {
  meals: readonly Meal[];
  range: DateRange;
  /** The meals are those of the previous period or filter while the new answer loads. */
  busy?: boolean;
  onShowMonth: (range: DateRange) => void;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The loaded meals as months of days; each month offers to narrow the period to itself. */
export function TimelineMonths({ meals, range, busy = false, onShowMonth }: TimelineMonthsProps) {
  const months = useMemo(() => groupTimeline(meals), [meals]);
  return (
    <div className={classNames(styles.timeline, busy && styles.busy)} aria-busy={busy}>
      {months.map(({ month, days }) => {
        const name = formatTimelineMonth(month);
        const only = monthRange(month);
        const isOnlyMonth = range.from === only.from && range.to === only.to;
        return (
          <section key={month} className={styles.month} aria-labelledby={`month-${month}`}>
            <header className={styles.monthHeader}>
              <div className={styles.monthTitle}>
                <h2 id={`month-${month}`} className={styles.monthName}>
                  {name}
                </h2>
                <span className={styles.monthCount}>{plural(days.length, 'day', 'days')}</span>
              </div>
              {!isOnlyMonth && (
                <button
                  type="button"
                  className={styles.onlyMonth}
                  onClick={() => onShowMonth(only)}
                >
                  Only {name}
                </button>
              )}
            </header>
            <ol className={styles.days}>
              {days.map((day) => (
                <TimelineDayItem key={day.day} day={day} />
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
