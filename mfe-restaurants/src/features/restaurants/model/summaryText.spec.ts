import { visitCountText } from './summaryText';

it('counts the visits in words', () => {
  expect(visitCountText(1)).toBe('You came 1 time');
  expect(visitCountText(4)).toBe('You came 4 times');
});
