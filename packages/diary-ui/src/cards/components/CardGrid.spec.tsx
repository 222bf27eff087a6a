import { render, screen } from '@testing-library/react';
import { CardGrid } from './CardGrid';

it('is a named list, marked busy only while its cards are about to be replaced', () => {
  const { rerender } = render(
    <CardGrid label="Meals">
      <li>Tofu</li>
    </CardGrid>,
  );
  expect(screen.getByRole('list', { name: 'Meals' })).not.toHaveAttribute('aria-busy');
  rerender(
    <CardGrid label="Meals" busy>
      <li>Tofu</li>
    </CardGrid>,
  );
  expect(screen.getByRole('list', { name: 'Meals' })).toHaveAttribute('aria-busy', 'true');
});
