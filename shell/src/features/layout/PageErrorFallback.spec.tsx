import { fireEvent, render, screen } from '@testing-library/react';
import { PageErrorFallback } from './PageErrorFallback';

it('shows the spec texts and the error inside collapsible details', () => {
  render(<PageErrorFallback error={new Error('chunk failed')} />);
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(
    screen.getByText('We encountered an error while loading this page. Please try refreshing.'),
  ).toBeInTheDocument();
  const details = screen.getByText('Error details').closest('details')!;
  expect(details).not.toHaveAttribute('open');
  expect(details).toHaveTextContent('chunk failed');
});

it('Refresh Page triggers the refresh', () => {
  const onRefresh = jest.fn();
  render(<PageErrorFallback error="boom" onRefresh={onRefresh} />);
  fireEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
  expect(onRefresh).toHaveBeenCalledTimes(1);
});
