import { Types } from 'mongoose';
import { summariseMeals, SummaryMealRecord } from './restaurant-summary';

function meal(date: string, overrides: Partial<SummaryMealRecord> = {}): SummaryMealRecord {
  return {
    _id: new Types.ObjectId(),
    name: 'Dish',
    date,
    isThumbsUp: null,
    mealImages: [],
    imageUrl: null,
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
});
