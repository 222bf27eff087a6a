import { Types } from 'mongoose';
import { summariseMeals, SummaryMealRecord, topCompanions } from './restaurant-summary';

function meal(date: string, overrides: Partial<SummaryMealRecord> = {}): SummaryMealRecord {
  return {
    _id: new Types.ObjectId(),
    name: 'Dish',
    date,
    isThumbsUp: null,
    mealImages: [],
    imageUrl: null,
    price: null,
    ...overrides,
  };
}

describe('summariseMeals', () => {
  it('caps the visits, keeping the newest, and says so', () => {
    const days = ['2024-01-05', '2024-01-04', '2024-01-04', '2024-01-03', '2024-01-02'];
    const summary = summariseMeals(
      days.map((day) => meal(day)),
      2,
    );
    expect(summary.visitCount).toBe(4);
    expect(summary.visits.map((visit) => [visit.date, visit.meals.length])).toEqual([
      ['2024-01-05', 1],
      ['2024-01-04', 2],
    ]);
    expect(summary.visitsTruncated).toBe(true);
    expect(summary.lastVisit).toBe('2024-01-05');
    // The first visit is the oldest meal's day, past the cap too.
    expect(summary.firstVisit).toBe('2024-01-02');
  });

  it('is not truncated at exactly the cap', () => {
    const summary = summariseMeals([meal('2024-01-02'), meal('2024-01-01')], 2);
    expect(summary.visits).toHaveLength(2);
    expect(summary.visitsTruncated).toBe(false);
  });

  it('takes a legacy imageUrl when the meal has no image list', () => {
    const summary = summariseMeals([
      meal('2024-01-01', { isThumbsUp: true, imageUrl: '/api/uploads/images/old.jpg' }),
    ]);
    expect(summary.liked[0]?.imageUrl).toBe('/api/uploads/images/old.jpg');
  });

  it('adds up what the meals there cost, per currency, in hundredths', () => {
    const summary = summariseMeals([
      meal('2024-01-03', { price: { amount: 0.1, currency: 'USD' } }),
      meal('2024-01-02', { price: { amount: 0.2, currency: 'USD' } }),
      meal('2024-01-02', { price: { amount: 18.5, currency: 'EUR' } }),
      meal('2024-01-01'),
    ]);
    expect(summary.spend).toEqual({
      totals: [
        { currency: 'USD', amount: 0.3, meals: 2 },
        { currency: 'EUR', amount: 18.5, meals: 1 },
      ],
      priced: 3,
      unpriced: 1,
    });
    expect(summariseMeals([]).spend).toEqual({ totals: [], priced: 0, unpriced: 0 });
  });
});

describe('topCompanions', () => {
  it('names the three people of most meals, as in their newest meal, most first, then newest', () => {
    expect(
      topCompanions([
        { companions: ['KIM', 'Lee'] },
        { companions: ['jo', 'kim'] },
        {},
        { companions: ['Ann'] },
        { companions: ['Kim', 'Jo', 'Ann'] },
      ]),
    ).toEqual([
      { name: 'KIM', mealCount: 3 },
      { name: 'jo', mealCount: 2 },
      { name: 'Ann', mealCount: 2 },
    ]);
    expect(topCompanions([])).toEqual([]);
  });
});
