import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ApiError } from '@dd/shell-kit';
import { DetailPageStatus } from './DetailPage';

const renderStatus = (resource: 'restaurants' | 'meals', error: Error | null) =>
  render(
    <MemoryRouter>
      <DetailPageStatus resource={resource} error={error} />
    </MemoryRouter>,
  );

it('announces the loading text while the record loads', () => {
  renderStatus('restaurants', null);
  expect(screen.getByRole('status')).toHaveTextContent('Loading restaurant details...');
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

it.each([
  [404, 'Meal not found'],
  [400, 'Meal not found'],
  [500, 'Failed to load meal details'],
])('after a %i says %j, with a link back to the list', (status, text) => {
  renderStatus('meals', new ApiError('Nope', status));
  expect(screen.getByRole('alert')).toHaveTextContent(text);
  expect(screen.getByRole('link', { name: 'Back to Meals' })).toHaveAttribute('href', '/meals');
});

it('reads a failure without a status (network) as a load error', () => {
  renderStatus('restaurants', new TypeError('Failed to fetch'));
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to load restaurant details');
  expect(screen.getByRole('link', { name: 'Back to Restaurants' })).toHaveAttribute(
    'href',
    '/restaurants',
  );
});
