import { screen } from '@testing-library/react';
import { renderRemoteRoutes } from '@dd/shell-kit/testing';
import MealsRoutes from './routes';

function renderAt(path: string) {
  return renderRemoteRoutes(MealsRoutes, { mountPath: '/meals', path });
}

it.each([
  ['/meals', 'Meals'],
  ['/meals/new', 'Add New Meal'],
  ['/meals/new?restaurantId=64b7f0c2a1b2c3d4e5f60718', 'Add New Meal'],
  ['/meals/64b7f0c2a1b2c3d4e5f60718', 'Meal details'],
  ['/meals/64b7f0c2a1b2c3d4e5f60718/edit', 'Edit Meal'],
])('%s shows the heading %s', (path, heading) => {
  renderAt(path);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
});

it('an unknown path under /meals redirects to /', () => {
  renderAt('/meals/1/edit/extra');
  expect(screen.getByRole('status')).toHaveTextContent(/^\/$/);
});
