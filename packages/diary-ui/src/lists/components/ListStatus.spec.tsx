import { render, screen } from '@testing-library/react';
import { ListStatus } from './ListStatus';

it('announces loading politely', () => {
  render(<ListStatus kind="loading" text="Loading restaurants..." />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading restaurants...');
});

it('announces an error at once', () => {
  render(<ListStatus kind="error" text="Failed to load restaurants" />);
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to load restaurants');
});

it('shows the empty text without announcing it as an alert', () => {
  render(<ListStatus kind="empty" text="No meals added yet. Add your first meal!" />);
  expect(screen.getByText('No meals added yet. Add your first meal!')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
