import { ApiError } from '@dd/shell-kit';
import { moveFailureText } from './moveTexts';

describe('moveFailureText', () => {
  it('adds the reason the API refused the move with', () => {
    expect(
      moveFailureText(
        'Failed to update restaurant',
        new ApiError('This Yelp business is already in your diary', 409),
      ),
    ).toBe('Failed to update restaurant: This Yelp business is already in your diary');
  });

  it('keeps to the page’s text for a server failure or a lost connection', () => {
    expect(moveFailureText('Failed to update meal', new ApiError('Database down', 500))).toBe(
      'Failed to update meal',
    );
    expect(moveFailureText('Failed to update meal', new TypeError('Failed to fetch'))).toBe(
      'Failed to update meal',
    );
  });
});
