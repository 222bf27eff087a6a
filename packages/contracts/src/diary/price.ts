import { z } from 'zod';

/** A price is below this amount, in its currency's units. */
export const PRICE_AMOUNT_LIMIT = 1_000_000;

let knownCurrencies: ReadonlySet<string> | undefined;

/** Whether `code` is an ISO 4217 currency this runtime's Intl knows (about 300; no list of our own). */
export function isCurrencyCode(code: string): boolean {
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return knownCurrencies.has(code);
}

/** An ISO 4217 code such as `USD`; lower case is read as upper case. */
export const currencyCodeSchema = z
  .string({ error: 'Expected a currency code such as USD' })
  .trim()
  .toUpperCase()
  .refine(isCurrencyCode, 'Unknown currency: expected an ISO 4217 code such as USD');

/** The amount in hundredths: sums of prices are added up in whole numbers, never in floats. */
export function hundredthsOf(amount: number): number {
  return Math.round(amount * 100);
}

const amountSchema = z
  .number({ error: 'Expected a number' })
  .min(0, 'Must be 0 or more')
  .lt(PRICE_AMOUNT_LIMIT, 'Must be below 1,000,000')
  .refine(
    (amount) => Math.abs(hundredthsOf(amount) - amount * 100) < 1e-6,
    'Must have at most 2 decimals',
  );

/**
 * What a meal cost: `{ amount, currency }`, or null for no price. Sent
 * without, a meal keeps the price it had (none when created).
 */
export const priceSchema = z
  .object(
    { amount: amountSchema, currency: currencyCodeSchema },
    { error: 'Expected { amount, currency } or null' },
  )
  .strict()
  .nullable();
export type Price = NonNullable<z.infer<typeof priceSchema>>;

/** A sum of prices in one currency; sums in two currencies are never converted into one. */
export const moneyTotalSchema = z.object({ currency: z.string(), amount: z.number() });
export type MoneyTotal = z.infer<typeof moneyTotalSchema>;

/** A currency's total over `meals` meals priced in it. */
export const spendTotalSchema = moneyTotalSchema.extend({ meals: z.number().int().positive() });
export type SpendTotal = z.infer<typeof spendTotalSchema>;

/**
 * What some meals cost: a total per currency (most used currency first),
 * how many meals had a price and how many had none.
 */
export const spendSchema = z.object({
  totals: z.array(spendTotalSchema),
  priced: z.number().int().nonnegative(),
  unpriced: z.number().int().nonnegative(),
});
export type Spend = z.infer<typeof spendSchema>;

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
