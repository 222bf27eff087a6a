import { PRICE_AMOUNT_LIMIT, type MoneyTotal, type Spend } from '@dd/contracts';

/**
 * `amount` in `currency` as the reader's locale writes it: "$18.50",
 * "18,50 €"; a whole amount without its cents ("$142").
 */
export function formatMoney({ amount, currency }: MoneyTotal, locale?: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    ...(Number.isInteger(amount) && { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
  }).format(amount);
}

/** Totals in several currencies, never converted: "$142 and 18,50 €". */
export function formatTotals(totals: readonly MoneyTotal[], locale?: string): string {
  const parts = totals.map((total) => formatMoney(total, locale));
  return parts.length <= 1
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

export const PRICE_ERROR = 'Enter a price such as 18.50';

/** How many meals `count` is, in words: "1 meal", "6 meals". */
export function mealsCount(count: number): string {
  return `${count.toLocaleString()} ${count === 1 ? 'meal' : 'meals'}`;
}

/** "3 meals without a price", or null when every meal has one. */
export function unpricedText({ unpriced }: Pick<Spend, 'unpriced'>): string | null {
  return unpriced > 0 ? `${mealsCount(unpriced)} without a price` : null;
}

/**
 * The amount a person typed: null for none (blank), undefined when it is
 * not a price. A lone point or comma is the decimal mark ("18,50"); grouping
 * is read only before the other mark ("1,250.75", "1.250,75"), so "18.505"
 * is refused rather than read as 18,505.
 */
export function parseAmount(text: string): number | null | undefined {
  const typed = text.trim().replace(/\s/g, '');
  if (typed === '') return null;
  const match =
    /^(\d+)(?:[.,](\d{1,2}))?$/.exec(typed) ??
    /^(\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))$/.exec(typed) ??
    /^(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))$/.exec(typed);
  if (!match) return undefined;
  const whole = Number(match[1]!.replace(/[.,]/g, ''));
  const amount = match[2] === undefined ? whole : whole + Number(`0.${match[2]}`);
  const rounded = Math.round(amount * 100) / 100;
  return rounded < PRICE_AMOUNT_LIMIT ? rounded : undefined;
}

/** The amount of a stored price as the form shows it: "18.50", "18". */
export function amountText(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

/**
 * What some meals cost, for a period or a tag: "Spent $142 and €18.50 ·
 * 3 meals without a price"; null when none of them has a price.
 */
export function spentText(spend: Spend, locale?: string): string | null {
  if (spend.totals.length === 0) return null;
  const unpriced = unpricedText(spend);
  return `Spent ${formatTotals(spend.totals, locale)}${unpriced ? ` · ${unpriced}` : ''}`;
}

/**
 * What the meals at one place cost, per currency, as the "Spent here" fact
 * reads it: "$142 over 6 meals (about $23.70 a meal)"; null when none of
 * them has a price.
 */
export function spentHereText(spend: Spend, locale?: string): string | null {
  if (spend.totals.length === 0) return null;
  const perCurrency = spend.totals.map(({ currency, amount, meals }) => {
    const average = Math.round((amount / meals) * 100) / 100;
    const each =
      meals > 1 ? ` (about ${formatMoney({ currency, amount: average }, locale)} a meal)` : '';
    return `${formatMoney({ currency, amount }, locale)} over ${mealsCount(meals)}${each}`;
  });
  const unpriced = unpricedText(spend);
  return `${perCurrency.join('; ')}${unpriced ? ` · ${unpriced}` : ''}`;
}
