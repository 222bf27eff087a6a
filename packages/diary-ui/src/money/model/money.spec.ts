import type { Spend } from '@dd/contracts';
import {
  amountText,
  formatMoney,
  formatTotals,
  parseAmount,
  spentHereText,
  spentText,
  unpricedText,
} from './money';

it('writes a price as the locale does, a whole amount without cents', () => {
  expect(formatMoney({ amount: 18.5, currency: 'USD' }, 'en-US')).toBe('$18.50');
  expect(formatMoney({ amount: 18.5, currency: 'EUR' }, 'de-DE')).toBe('18,50\u00a0€');
  expect(formatMoney({ amount: 142, currency: 'USD' }, 'en-US')).toBe('$142');
  expect(formatMoney({ amount: 1200, currency: 'JPY' }, 'ja-JP')).toBe('￥1,200');
});

it('never adds two currencies up', () => {
  expect(
    formatTotals(
      [
        { currency: 'USD', amount: 142 },
        { currency: 'EUR', amount: 18.5 },
      ],
      'en-US',
    ),
  ).toBe('$142 and €18.50');
  expect(formatTotals([], 'en-US')).toBe('');
});

it('counts the meals without a price apart', () => {
  expect(unpricedText({ unpriced: 3 })).toBe('3 meals without a price');
  expect(unpricedText({ unpriced: 1 })).toBe('1 meal without a price');
  expect(unpricedText({ unpriced: 0 })).toBeNull();
});

it('reads what a person types as a price', () => {
  expect(parseAmount('')).toBeNull();
  expect(parseAmount('  ')).toBeNull();
  expect(parseAmount('18.50')).toBe(18.5);
  expect(parseAmount('18,50')).toBe(18.5);
  expect(parseAmount('18')).toBe(18);
  expect(parseAmount('1,250.75')).toBe(1250.75);
  expect(parseAmount('1.250,75')).toBe(1250.75);
  expect(parseAmount('0.1')).toBe(0.1);
  expect(parseAmount('18.505')).toBeUndefined();
  expect(parseAmount('1,250')).toBeUndefined();
  expect(parseAmount('-3')).toBeUndefined();
  expect(parseAmount('abc')).toBeUndefined();
  expect(parseAmount('1000000')).toBeUndefined();
  expect(parseAmount('999999.99')).toBe(999999.99);
});

it('shows a stored amount for editing', () => {
  expect(amountText(18.5)).toBe('18.50');
  expect(amountText(18)).toBe('18');
});

const spend = (totals: Spend['totals'], unpriced = 0): Spend => ({
  totals,
  priced: totals.reduce((sum, total) => sum + total.meals, 0),
  unpriced,
});

it('says what a period or a tag cost, and nothing when no meal has a price', () => {
  expect(spentText(spend([{ currency: 'USD', amount: 412, meals: 9 }], 3), 'en-US')).toBe(
    'Spent $412 · 3 meals without a price',
  );
  expect(
    spentText(
      spend([
        { currency: 'USD', amount: 412, meals: 9 },
        { currency: 'EUR', amount: 18.5, meals: 1 },
      ]),
      'en-US',
    ),
  ).toBe('Spent $412 and €18.50');
  expect(spentText(spend([], 4), 'en-US')).toBeNull();
});

it('says what a place cost over how many meals, with the average per currency', () => {
  expect(spentHereText(spend([{ currency: 'USD', amount: 142.2, meals: 6 }]), 'en-US')).toBe(
    '$142.20 over 6 meals (about $23.70 a meal)',
  );
  expect(
    spentHereText(
      spend(
        [
          { currency: 'USD', amount: 30, meals: 2 },
          { currency: 'EUR', amount: 18.5, meals: 1 },
        ],
        1,
      ),
      'en-US',
    ),
  ).toBe('$30 over 2 meals (about $15 a meal); €18.50 over 1 meal · 1 meal without a price');
  expect(spentHereText(spend([], 2), 'en-US')).toBeNull();
});
