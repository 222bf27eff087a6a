// The remote's server renderer (RemoteFirstScreenRenderer), built for Node
// into dist-prerender/: the web tier renders a signed-in user's restaurant
// grid with it, into the page's HTML.
import { matchPage, PAINT_MARKS } from '@dd/contracts';
import { createFirstScreenRenderer } from '@dd/shell-kit/server-render';
import { restaurantsFirstRequests } from '../firstRequests';
import RestaurantsRoutes from '../routes';

export const { renderFirstScreen } = createFirstScreenRenderer({
  mountPath: '/restaurants',
  routes: <RestaurantsRoutes />,
  // The grid (a restaurant's page has no paint mark to hand over at).
  markFor: (location) =>
    matchPage('/restaurants', location.pathname) && restaurantsFirstRequests(location).length > 0
      ? PAINT_MARKS.firstRestaurantCard
      : null,
});
