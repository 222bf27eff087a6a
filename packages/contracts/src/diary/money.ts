// The rules of money without zod: screens that show or read prices import
// these, and must not bring the schemas of price.ts (and zod) with them.
import type { Spend } from './price';

/** A price is below this amount, in its currency's units. */
export const PRICE_AMOUNT_LIMIT = 1_000_000;

let knownCurrencies: ReadonlySet<string> | undefined;

/** Whether `code` is an ISO 4217 currency this runtime's Intl knows (about 300; no list of our own). */
export function isCurrencyCode(code: string): boolean {
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return knownCurrencies.has(code);
}

/** The amount in hundredths: sums of prices are added up in whole numbers, never in floats. */
export function hundredthsOf(amount: number): number {
  return Math.round(amount * 100);
}

/** Prices added up: hundredths and meals per currency, and the meals without a price. */
export type PriceTally = {
  hundredths: Record<string, number>;
  meals: Record<string, number>;
  unpriced: number;
};

/** The tally as the API answers it: the currency with the most meals first, then by code. */
export function spendOf({ hundredths, meals, unpriced }: PriceTally): Spend {
  const currencies = Object.keys(hundredths).sort(
    (a, b) => (meals[b] ?? 0) - (meals[a] ?? 0) || a.localeCompare(b),
  );
  return {
    totals: currencies.map((currency) => ({
      currency,
      amount: hundredths[currency]! / 100,
      meals: meals[currency] ?? 0,
    })),
    priced: Object.values(meals).reduce((sum, count) => sum + count, 0),
    unpriced,
  };
}
