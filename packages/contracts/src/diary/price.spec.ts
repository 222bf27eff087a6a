import { createMealSchema, updateMealSchema } from './meals';
import { hundredthsOf, spendOf } from './money';
import { priceSchema } from './price';

const errorOf = (price: unknown) => {
  const result = updateMealSchema.safeParse({ price });
  return result.success
    ? undefined
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

it('takes an amount with up to 2 decimals in a known currency, and null for no price', () => {
  expect(priceSchema.parse({ amount: 18.5, currency: 'usd' })).toEqual({
    amount: 18.5,
    currency: 'USD',
  });
  expect(priceSchema.parse({ amount: 0, currency: 'JPY' })).toEqual({ amount: 0, currency: 'JPY' });
  expect(priceSchema.parse({ amount: 999_999.99, currency: 'EUR' })).toEqual({
    amount: 999_999.99,
    currency: 'EUR',
  });
  expect(priceSchema.parse(null)).toBeNull();
  expect(createMealSchema.parse({ name: 'Ramen', date: '2026-01-02' }).price).toBeUndefined();
});

it('names the field and the rule of every bad price', () => {
  expect(errorOf({ amount: -1, currency: 'USD' })).toEqual(['price.amount: Must be 0 or more']);
  expect(errorOf({ amount: 1.005, currency: 'USD' })).toEqual([
    'price.amount: Must have at most 2 decimals',
  ]);
  expect(errorOf({ amount: 1_000_000, currency: 'USD' })).toEqual([
    'price.amount: Must be below 1,000,000',
  ]);
  expect(errorOf({ amount: '18.50', currency: 'USD' })).toEqual([
    'price.amount: Expected a number',
  ]);
  expect(errorOf({ amount: 18.5, currency: 'XYZ' })).toEqual([
    'price.currency: Unknown currency: expected an ISO 4217 code such as USD',
  ]);
  expect(errorOf({ amount: 18.5 })).toEqual([
    'price.currency: Expected a currency code such as USD',
  ]);
  expect(errorOf('$18.50')).toEqual(['price: Expected { amount, currency } or null']);
  expect(errorOf({ amount: 1, currency: 'USD', tip: 2 })).toHaveLength(1);
});

it('adds prices up in hundredths, so 0.1 + 0.2 is 0.3', () => {
  expect(hundredthsOf(0.1) + hundredthsOf(0.2)).toBe(30);
  expect(hundredthsOf(18.55)).toBe(1855);
});

it('answers totals per currency, the most used first, never converted', () => {
  expect(
    spendOf({ hundredths: { EUR: 1850, USD: 14200 }, meals: { EUR: 1, USD: 6 }, unpriced: 3 }),
  ).toEqual({
    totals: [
      { currency: 'USD', amount: 142, meals: 6 },
      { currency: 'EUR', amount: 18.5, meals: 1 },
    ],
    priced: 7,
    unpriced: 3,
  });
});
