import type { YearReview } from '@dd/contracts';
import { visuallyHiddenClassName } from '@dd/ui-kit';
import { formatMoney } from '@dd/diary-ui';
import { monthName, spendSeries } from '../model/reviewModel';
import styles from './Review.module.css';

/**
 * Spend by month as bars, one group per currency, each on its own scale;
 * the same figures as a table for screen readers (the bars are hidden from them).
 */
export function SpendChart({ review }: { review: Pick<YearReview, 'months' | 'spend'> }) {
  const series = spendSeries(review);
  return (
    <>
      {series.map(({ currency, total, bars }) => (
        <figure key={currency} className={styles.chart} aria-hidden="true">
          <figcaption className={styles.chartCaption}>
            {currency} · {formatMoney({ amount: total, currency })}
          </figcaption>
          <div className={styles.bars}>
            {bars.map((bar) => (
              <div key={bar.month} className={styles.barColumn}>
                <span className={styles.barTrack}>
                  <span
                    className={styles.bar}
                    style={{ height: `${Math.round(bar.share * 1000) / 10}%` }}
                    title={`${monthName(bar.month)}: ${formatMoney({ amount: bar.amount, currency })}`}
                  />
                </span>
                <span className={styles.barLabel}>
                  <span className={styles.narrowLabel}>{monthName(bar.month, 'narrow')}</span>
                  <span className={styles.shortLabel}>{monthName(bar.month, 'short')}</span>
                </span>
              </div>
            ))}
          </div>
        </figure>
      ))}
      <table className={visuallyHiddenClassName}>
        <caption>Spend by month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            {series.map(({ currency }) => (
              <th key={currency} scope="col">
                {currency}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {review.months.map((month, index) => (
            <tr key={month.month}>
              <th scope="row">{monthName(month.month)}</th>
              {series.map(({ currency, bars }) => (
                <td key={currency}>{formatMoney({ amount: bars[index]!.amount, currency })}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
