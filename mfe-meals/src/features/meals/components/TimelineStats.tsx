import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { spentText } from '@dd/diary-ui';
import { ErrorText, Figures, visuallyHiddenClassName } from '@dd/ui-kit';
import { timelineStatsQuery, type TimelineQuery } from '../api/timelineQueries';
import { periodFigures } from '../model/periodFigures';
import { describeRange, TIMELINE_TEXTS } from '../model/timelineTexts';
import styles from './TimelineStats.module.css';

const PLACEHOLDER_LABELS = ['Meals', 'Places', 'Thumbs up', 'New places'];

/**
 * The period's figures, counted by the server under the same filters as the
 * list (not from the pages loaded so far). While they load the figures keep
 * their place, so nothing below moves when they arrive.
 */
export function TimelineStats({ query, action }: { query: TimelineQuery; action?: ReactNode }) {
  const stats = useQuery(timelineStatsQuery(query));
  const figures = stats.data
    ? periodFigures(stats.data)
    : PLACEHOLDER_LABELS.map((label) => ({
        label,
        value: '…',
        // The thumbs figure's second line, kept blank, so nothing moves when the figures arrive.
        detail: label === 'Thumbs up' ? '\u00a0' : undefined,
      }));
  const spent = stats.data?.spend ? spentText(stats.data.spend) : null;
  return (
    <section
      className={styles.header}
      aria-labelledby="timeline-period"
      aria-busy={stats.isFetching}
    >
      {/* The period and a link beside it (the year's review) share one line: meals stay on a phone's first screen. */}
      <div className={styles.top}>
        <h2 id="timeline-period" className={styles.period}>
          {describeRange(query.range)}
        </h2>
        {action}
      </div>
      {stats.isError && !stats.data ? (
        <ErrorText>{TIMELINE_TEXTS.statsError}</ErrorText>
      ) : (
        // A new element once the figures arrive (not only new text), so observers see them come.
        <Figures
          key={stats.data ? 'figures' : 'placeholders'}
          data-figures={stats.data ? 'loaded' : 'loading'}
          layout="row"
          figures={figures}
        />
      )}
      {spent && <p className={styles.spent}>{spent}</p>}
      {stats.isPending && (
        <p role="status" className={visuallyHiddenClassName}>
          {TIMELINE_TEXTS.statsLoading}
        </p>
      )}
    </section>
  );
}
