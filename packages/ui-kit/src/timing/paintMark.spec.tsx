import { render } from '@testing-library/react';
import { paintMark } from './paintMark';

it('sets the elementtiming attribute the browser reports paints under', () => {
  const { container } = render(<p {...paintMark('first-meal-card')}>Ramen</p>);
  expect(container.querySelector('p')?.getAttribute('elementtiming')).toBe('first-meal-card');
});

it('sets nothing without a name', () => {
  const { container } = render(<p {...paintMark(undefined)}>Ramen</p>);
  expect(container.querySelector('p')?.hasAttribute('elementtiming')).toBe(false);
});
