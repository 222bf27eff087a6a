import { countOfThings, madeThings } from './madeThings';
import type { OutboxEntry } from './outboxEntry';

let seq = 0;
function entry(overrides: Partial<OutboxEntry>): OutboxEntry {
  seq += 1;
  return {
    id: `e${seq}`,
    userId: 'u1',
    idempotencyKey: `k${seq}`,
    queuedAt: seq,
    attempts: 0,
    retryAt: 0,
    method: 'POST',
    path: '/api/meals',
    label: 'A write',
    ...overrides,
  };
}

const PHOTO_REF = 'local-11111111-1111-4111-8111-111111111111';
const MEAL_REF = 'local-22222222-2222-4222-8222-222222222222';
const RESTAURANT_REF = 'local-33333333-3333-4333-8333-333333333333';

describe('madeThings', () => {
  it('counts a meal with its photo and its tags as one meal', () => {
    const photo = entry({
      path: '/api/uploads/proxy',
      file: new Blob(['jpeg']),
      creates: { ref: PHOTO_REF, field: 'fileUrl' },
    });
    const meal = entry({
      body: { name: 'Ramen', mealImages: [{ url: PHOTO_REF }] },
      creates: { ref: MEAL_REF, field: '_id' },
    });
    const tag = entry({ path: '/api/meal-tags', body: { mealId: MEAL_REF, tagId: 't1' } });
    expect(madeThings([photo, meal, tag])).toEqual([{ id: meal.id, kind: 'meal' }]);
  });

  it('counts a restaurant added offline and the meal at it apart', () => {
    const restaurant = entry({
      path: '/api/restaurants',
      body: { name: 'Noodle Bar' },
      creates: { ref: RESTAURANT_REF, field: '_id' },
    });
    const meal = entry({ body: { name: 'Gyoza', restaurantId: RESTAURANT_REF } });
    expect(madeThings([restaurant, meal]).map((thing) => thing.kind)).toEqual([
      'restaurant',
      'meal',
    ]);
  });

  it('counts edits, ratings and tags put on a synced record as changes', () => {
    const edits = [
      entry({ method: 'PUT', path: '/api/meals/64b7f0c2a1b2c3d4e5f60001', body: { notes: 'x' } }),
      entry({ path: '/api/meal-tags', body: { mealId: '64b7f0c2a1b2c3d4e5f60001', tagId: 't1' } }),
    ];
    expect(madeThings(edits).map((thing) => thing.kind)).toEqual(['change', 'change']);
  });
});

describe('countOfThings', () => {
  const things = (...kinds: Array<'meal' | 'restaurant' | 'tag' | 'change'>) =>
    kinds.map((kind, index) => ({ id: String(index), kind }));

  it('names each kind with its count, in one sentence', () => {
    expect(countOfThings(things('meal'))).toBe('1 meal');
    expect(countOfThings(things('meal', 'meal'))).toBe('2 meals');
    expect(countOfThings(things('restaurant', 'meal'))).toBe('1 meal and 1 restaurant');
    expect(countOfThings(things('change', 'tag', 'meal', 'change'))).toBe(
      '1 meal, 1 tag and 2 changes',
    );
  });
});
