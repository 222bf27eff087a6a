import { deleteMealFailure, mealListEmptyText } from './texts';

const TAG = '64b7f0c2a1b2c3d4e5f60001';

it('names the server message of a failed delete, or an unknown error', () => {
  expect(deleteMealFailure(new Error('Meal is locked'))).toBe(
    'Failed to delete meal: Meal is locked',
  );
  expect(deleteMealFailure(new Error(''))).toBe('Failed to delete meal: Unknown error');
  expect(deleteMealFailure('boom')).toBe('Failed to delete meal: Unknown error');
});

it('the empty text follows the filter, and a search or a tag wins over it', () => {
  expect(mealListEmptyText({ filter: 'thumbsDown', q: '' }, null)).toBe(
    'No "would not order again" meals yet. Give some meals a thumbs down!',
  );
  expect(mealListEmptyText({ filter: 'thumbsDown', q: 'tofu' }, null)).toBe(
    'No meals match your search.',
  );
  expect(mealListEmptyText({ filter: 'all', q: '' }, TAG)).toBe('No meals match your search.');
  expect(mealListEmptyText({ filter: 'all', q: ' ' }, null)).toBe(
    'No meals added yet. Add your first meal!',
  );
});
