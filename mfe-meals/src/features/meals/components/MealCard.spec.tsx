import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { aMeal } from '../testing/fixtures';
import { MealCard } from './MealCard';

function renderCard(readOnly: boolean) {
  render(
    <MemoryRouter>
      <MealCard
        meal={aMeal({ name: 'Shared lasagne' })}
        onThumbsChange={jest.fn()}
        onEdit={jest.fn()}
        onDelete={jest.fn()}
        readOnly={readOnly}
      />
    </MemoryRouter>,
  );
}

it('offers edit, delete and rating where the user may write', () => {
  renderCard(false);
  expect(screen.getByRole('button', { name: 'Options for Shared lasagne' })).toBeInTheDocument();
  for (const thumb of screen.getAllByRole('button', { pressed: false }))
    expect(thumb).toBeEnabled();
});

it('shows a viewer the meal without its options and with the rating read-only', () => {
  renderCard(true);
  expect(screen.getByRole('link', { name: 'Shared lasagne' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Options for/ })).not.toBeInTheDocument();
  const thumbs = screen.getAllByRole('button');
  expect(thumbs.length).toBeGreaterThan(0);
  for (const thumb of thumbs) expect(thumb).toBeDisabled();
});
