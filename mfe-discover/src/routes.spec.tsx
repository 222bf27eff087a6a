import { screen } from '@testing-library/react';
import { http, HttpResponse, renderRemote, server } from '@dd/shell-kit/testing';
import DiscoverRoutes from './routes';

// The screen reads which listings the diary already holds.
beforeEach(() => server.use(http.get('/api/restaurants', () => HttpResponse.json([]))));

// jsdom has no navigator.geolocation: the screen opens in its 'unsupported' state, asking nothing.
it('shows the discover screen at its mount point', () => {
  renderRemote(DiscoverRoutes, { mountPath: '/restaurants/nearby' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    'Discover Nearby Restaurants',
  );
  expect(screen.getByText('We need your location to find restaurants near you')).toBeVisible();
});

it('overrides the breadcrumbs with Restaurants > Discover', () => {
  const view = renderRemote(DiscoverRoutes, { mountPath: '/restaurants/nearby' });
  expect(view.crumbs()).toEqual([
    { label: 'Restaurants', to: '/restaurants' },
    { label: 'Discover' },
  ]);
});

it('an unknown sub-path redirects to /', () => {
  const view = renderRemote(DiscoverRoutes, {
    mountPath: '/restaurants/nearby',
    path: '/restaurants/nearby/whatever',
  });
  expect(view.currentPath()).toBe('/');
});
