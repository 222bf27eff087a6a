import { render } from '@testing-library/react';
import { DeleteTarget } from './DeleteTarget';

const text = (names: string[]) => render(<DeleteTarget names={names} />).container.textContent;

it('names what a delete removes, the first three by name', () => {
  expect(text(['Spicy miso ramen'])).toBe('This deletes Spicy miso ramen.');
  expect(text(['alpha', 'beta'])).toBe('This deletes alpha and beta.');
  expect(text(['alpha', 'beta', 'gamma'])).toBe('This deletes alpha, beta and gamma.');
  expect(text(['a', 'b', 'c', 'd', 'e'])).toBe('This deletes a, b, c and 2 more.');
});
