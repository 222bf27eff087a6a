import { PRICE_LEVELS, priceParam, togglePriceLevel } from './price';

it('labels the levels $ to $$$$', () => {
  expect(PRICE_LEVELS.map(({ level, label }) => `${level}=${label}`)).toEqual([
    '1=$',
    '2=$$',
    '3=$$$',
    '4=$$$$',
  ]);
});

describe('priceParam', () => {
  it('joins the chosen levels with commas, in order, once each', () => {
    expect(priceParam([3, 1, 3])).toBe('1,3');
    expect(priceParam([1, 2, 3, 4])).toBe('1,2,3,4');
  });

  it('is undefined without a level (or with levels outside 1-4)', () => {
    expect(priceParam([])).toBeUndefined();
    expect(priceParam([0, 5])).toBeUndefined();
  });
});

it('toggles a level in and out', () => {
  expect(togglePriceLevel([1], 3)).toEqual([1, 3]);
  expect(togglePriceLevel([3, 1], 3)).toEqual([1]);
});
