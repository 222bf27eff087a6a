import { screen } from '@testing-library/react';
import { renderRemoteRoutes } from '@dd/shell-kit/testing';
import RestaurantsRoutes from './routes';

function renderAt(path: string) {
  return renderRemoteRoutes(RestaurantsRoutes, { mountPath: '/restaurants', path });
}

it.each([
  ['/restaurants', 'Restaurants'],
  ['/restaurants/new', 'Add New Restaurant'],
  ['/restaurants/64b7f0c2a1b2c3d4e5f60718', 'Restaurant details'],
  ['/restaurants/64b7f0c2a1b2c3d4e5f60718/edit', 'Edit Restaurant'],
])('%s shows the heading %s', (path, heading) => {
  renderAt(path);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
});

it('an unknown path under /restaurants redirects to /', () => {
  renderAt('/restaurants/1/edit/extra');
  expect(screen.getByRole('status')).toHaveTextContent(/^\/$/);
});
