import { monthsOf } from '../testing/reviewApi';
import { busiestMonth, neighbourYears, spendSeries, yearOfParam } from './reviewModel';
import { offeredReviewYear } from './reviewOffer';

describe('busiestMonth', () => {
  it('is the month with the most meals, the earliest of equals', () => {
    const months = monthsOf(2025, {
      '2025-02': { meals: 3 },
      '2025-05': { meals: 7 },
      '2025-09': { meals: 7 },
    });
    expect(busiestMonth(months)).toMatchObject({ month: '2025-05', meals: 7 });
  });

  it('is none in a year without meals', () => {
    expect(busiestMonth(monthsOf(2025, {}))).toBeNull();
  });
});

describe('spendSeries', () => {
  it('scales each currency to its own busiest month, in the order of the totals', () => {
    const months = monthsOf(2025, {
      '2025-01': { meals: 2, spend: [{ currency: 'USD', amount: 50, meals: 1 }] },
      '2025-03': {
        meals: 3,
        spend: [
          { currency: 'EUR', amount: 9, meals: 1 },
          { currency: 'USD', amount: 200, meals: 1 },
        ],
      },
    });
    const series = spendSeries({
      months,
      spend: {
        totals: [
          { currency: 'USD', amount: 250, meals: 2 },
          { currency: 'EUR', amount: 9, meals: 1 },
        ],
        priced: 3,
        unpriced: 2,
      },
    });
    expect(series.map(({ currency, total }) => [currency, total])).toEqual([
      ['USD', 250],
      ['EUR', 9],
    ]);
    expect(series[0]!.bars.slice(0, 3).map((bar) => bar.share)).toEqual([0.25, 0, 1]);
    expect(series[1]!.bars.slice(0, 3).map((bar) => bar.share)).toEqual([0, 0, 1]);
    expect(series[0]!.bars).toHaveLength(12);
  });

  it('answers no bars when no meal had a price', () => {
    expect(
      spendSeries({ months: monthsOf(2025, {}), spend: { totals: [], priced: 0, unpriced: 4 } }),
    ).toEqual([]);
  });
});

describe('neighbourYears', () => {
  it('links the nearest years with meals on either side, skipping empty ones', () => {
    expect(neighbourYears([2026, 2023, 2019], 2023)).toEqual({ previous: 2019, next: 2026 });
    expect(neighbourYears([2026, 2023], 2021)).toEqual({ previous: null, next: 2023 });
    expect(neighbourYears([2026], 2026)).toEqual({ previous: null, next: null });
  });
});

describe('offeredReviewYear', () => {
  it('offers the year ending in December and the year just ended in January', () => {
    expect(offeredReviewYear('2026-12-01')).toBe(2026);
    expect(offeredReviewYear('2027-01-31')).toBe(2026);
    expect(offeredReviewYear('2026-02-01')).toBeNull();
    expect(offeredReviewYear('2026-11-30')).toBeNull();
  });
});

describe('yearOfParam', () => {
  it('reads a year a review can have', () => {
    expect(yearOfParam('2026')).toBe(2026);
    expect(['abc', '1899', '2101', '26', '2026.5', undefined].map(yearOfParam)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
