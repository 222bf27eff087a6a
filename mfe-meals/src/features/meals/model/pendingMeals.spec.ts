import type { OutboxEntry } from '@dd/shell-kit';
import { mealPreview, pendingMeals } from './pendingMeals';
import type { MealPayload } from './mealPayload';

const payload: MealPayload = {
  name: 'Shoyu ramen',
  date: '2026-11-20',
  restaurantId: 'local-r',
  isThumbsUp: true,
  price: { amount: 14.5, currency: 'USD' },
  companions: ['Sam', 'Alex'],
  notes: '',
  mealImages: [{ url: 'local-p', caption: '', isPrimary: true }],
  imageUrl: null,
};

function entry(id: string, fields: Partial<OutboxEntry>): OutboxEntry {
  return {
    id,
    userId: 'u1',
    idempotencyKey: `key-${id}`,
    queuedAt: 1,
    attempts: 0,
    retryAt: 0,
    method: 'POST',
    path: '/api/meals',
    label: id,
    ...fields,
  };
}

it('keeps the chosen restaurant’s name with the meal only when it is the meal’s restaurant', () => {
  expect(mealPreview(payload, { _id: 'local-r', name: 'Harbor' }).restaurant).toEqual({
    _id: 'local-r',
    name: 'Harbor',
  });
  expect(mealPreview(payload, { _id: 'other', name: 'Elsewhere' }).restaurant).toBeNull();
  expect(mealPreview({ ...payload, restaurantId: null }, null)).not.toHaveProperty('restaurantId');
});

it('lists the queued meal creates, newest first, with their status and the server’s refusal', () => {
  const preview = {
    kind: 'meals',
    value: mealPreview(payload, { _id: 'local-r', name: 'Harbor' }),
  };
  const entries = [
    entry('older', { creates: { ref: 'local-m1', field: '_id' }, preview }),
    entry('tag-link', { path: '/api/meal-tags', body: { mealId: 'local-m1' } }),
    entry('edit', { method: 'PUT', path: '/api/meals/m9', preview }),
    entry('newer', {
      creates: { ref: 'local-m2', field: '_id' },
      preview,
      failure: { status: 404, message: 'Restaurant not found' },
    }),
  ];
  const statuses = new Map([
    ['older', 'waiting' as const],
    ['newer', 'failed' as const],
  ]);

  expect(pendingMeals(entries, statuses)).toEqual([
    expect.objectContaining({
      entryId: 'newer',
      status: 'failed',
      failure: 'Restaurant not found',
    }),
    expect.objectContaining({
      entryId: 'older',
      name: 'Shoyu ramen',
      restaurant: { _id: 'local-r', name: 'Harbor' },
      companions: ['Sam', 'Alex'],
      status: 'waiting',
    }),
  ]);
});

it('carries who you were with through the queue, and none for meals queued before companions', () => {
  const { companions: _left, ...before } = mealPreview(payload, null);
  const entries = [
    entry('with', {
      creates: { ref: 'local-m1', field: '_id' },
      preview: { kind: 'meals', value: mealPreview(payload, null) },
    }),
    entry('before', {
      creates: { ref: 'local-m2', field: '_id' },
      preview: { kind: 'meals', value: before },
    }),
  ];
  const [older, newer] = pendingMeals(entries, new Map()).reverse();
  expect(older?.companions).toEqual(['Sam', 'Alex']);
  expect(newer?.companions).toEqual([]);
});
