import { z } from 'zod';
import { hundredthsOf, isCurrencyCode, PRICE_AMOUNT_LIMIT } from './money';

/** An ISO 4217 code such as `USD`; lower case is read as upper case. */
export const currencyCodeSchema = z
  .string({ error: 'Expected a currency code such as USD' })
  .trim()
  .toUpperCase()
  .refine(isCurrencyCode, 'Unknown currency: expected an ISO 4217 code such as USD');

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
