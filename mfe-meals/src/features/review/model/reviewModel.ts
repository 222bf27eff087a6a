import type { YearReview } from '@dd/contracts';

type ReviewMonth = YearReview['months'][number];

/** `January` for `2026-01`, in the browser's language (the same on the server: UTC). */
export function monthName(month: string, style: 'long' | 'short' | 'narrow' = 'long'): string {
  const [year, number] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(undefined, { month: style, timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, number! - 1, 1)),
  );
}

/** The month with the most meals (the earliest of equals), or null when none has any. */
export function busiestMonth(months: readonly ReviewMonth[]): ReviewMonth | null {
  let busiest: ReviewMonth | null = null;
  for (const month of months) if (month.meals > (busiest?.meals ?? 0)) busiest = month;
  return busiest;
}

export interface SpendBar {
  month: string;
  amount: number;
  /** The bar's length as a share of the currency's busiest month, 0–1. */
  share: number;
}

/** One currency's bars, January first, scaled to its own busiest month. */
export interface SpendSeries {
  currency: string;
  total: number;
  bars: SpendBar[];
}

/**
 * Spend by month per currency, in the order of the year's totals (the most
 * used currency first): amounts in two currencies are never put on one scale.
 */
export function spendSeries(review: Pick<YearReview, 'months' | 'spend'>): SpendSeries[] {
  return review.spend.totals.map(({ currency, amount: total }) => {
    const amounts = review.months.map(
      (month) => month.spend.find((spend) => spend.currency === currency)?.amount ?? 0,
    );
    const most = Math.max(...amounts);
    return {
      currency,
      total,
      bars: review.months.map((month, index) => ({
        month: month.month,
        amount: amounts[index]!,
        share: most > 0 ? amounts[index]! / most : 0,
      })),
    };
  });
}

/** The nearest years with meals before and after `year`, to move between reviews. */
export function neighbourYears(
  years: readonly number[],
  year: number,
): { previous: number | null; next: number | null } {
  const before = years.filter((other) => other < year);
  const after = years.filter((other) => other > year);
  return {
    previous: before.length > 0 ? Math.max(...before) : null,
    next: after.length > 0 ? Math.min(...after) : null,
  };
}

/** The year of a `:year` route parameter, or null when it is not one a review can have. */
export function yearOfParam(param: string | undefined): number | null {
  if (!param || !/^\d{4}$/.test(param)) return null;
  const year = Number(param);
  return year >= 1900 && year <= 2100 ? year : null;
}
