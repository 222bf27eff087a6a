import { hundredthsOf, type Price, type PriceTally } from '@dd/contracts';

export function emptyPriceTally(): PriceTally {
  return { hundredths: {}, meals: {}, unpriced: 0 };
}

/** Counts one meal's price (or its having none) into the tally, in hundredths per currency. */
export function countPrice(tally: PriceTally, price: Price | null | undefined): void {
  if (!price) {
    tally.unpriced += 1;
    return;
  }
  const { currency } = price;
  tally.hundredths[currency] = (tally.hundredths[currency] ?? 0) + hundredthsOf(price.amount);
  tally.meals[currency] = (tally.meals[currency] ?? 0) + 1;
}

/** Adds `from` into `into`. */
export function addPriceTally(into: PriceTally, from: PriceTally): void {
  for (const [currency, hundredths] of Object.entries(from.hundredths))
    into.hundredths[currency] = (into.hundredths[currency] ?? 0) + hundredths;
  for (const [currency, meals] of Object.entries(from.meals))
    into.meals[currency] = (into.meals[currency] ?? 0) + meals;
  into.unpriced += from.unpriced;
}

/** The prices of some meals added up. */
export function priceTallyOf(prices: Iterable<Price | null | undefined>): PriceTally {
  const tally = emptyPriceTally();
  for (const price of prices) countPrice(tally, price);
  return tally;
}
