import { deleteFailureText } from './detailTexts';

it('names the server message of a failed delete, or an unknown error', () => {
  expect(deleteFailureText('meals', new Error('Meal is locked'))).toBe(
    'Failed to delete meal: Meal is locked',
  );
  expect(deleteFailureText('restaurants', new Error('Gone'))).toBe(
    'Failed to delete restaurant: Gone',
  );
  expect(deleteFailureText('meals', new Error(''))).toBe('Failed to delete meal: Unknown error');
  expect(deleteFailureText('restaurants', 'boom')).toBe(
    'Failed to delete restaurant: Unknown error',
  );
});
