import { formatTotals } from '@dd/diary-ui';
import { yearInFood } from './reviewOffer';

export const REVIEW_TEXTS = {
  title: yearInFood,
  loading: 'Loading your year…',
  error: 'Unable to load your year. Please try again later.',
  badYear: 'There is no review for this year.',
  empty: (year: number) => `No meals in ${year} yet`,
  emptyHint: 'Log a meal dated this year and its review starts here.',
  logMeal: 'Log a meal',
  yearsWithMeals: 'Years with meals',
  otherYears: 'Other years',
  glance: 'The year at a glance',
  returnedTo: 'Places you returned to most',
  returnedToNone: 'No place twice yet.',
  dishes: 'Your go-to dishes',
  dishesNone: 'No dish ordered twice yet.',
  tags: 'Most used tags',
  tagsNone: 'No tagged meals this year.',
  spend: 'Spend by month',
  spendNone: 'No meal this year has a price.',
};

export const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString()} ${count === 1 ? one : many}`;

/** `$1,234.00 over 30 meals with a price; 12 without` */
export function spendSummary(
  totals: readonly { currency: string; amount: number }[],
  priced: number,
  unpriced: number,
): string {
  const money = formatTotals(totals);
  const without = unpriced > 0 ? `; ${plural(unpriced, 'meal', 'meals')} without one` : '';
  return `${money} over ${plural(priced, 'meal', 'meals')} with a price${without}.`;
}
