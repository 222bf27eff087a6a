// The remote's server renderer (RemoteFirstScreenRenderer), built for Node
// into dist-prerender/: the web tier renders a signed-in user's meals and
// meal pages with it, into the page's HTML.
import { matchPage, PAINT_MARKS } from '@dd/contracts';
import { createFirstScreenRenderer } from '@dd/shell-kit/server-render';
import { mealsFirstRequests } from '../firstRequests';
import MealsRoutes from '../routes';

export const { renderFirstScreen } = createFirstScreenRenderer({
  mountPath: '/meals',
  routes: <MealsRoutes />,
  // The pages whose first request the remote declares: its grid and a meal's page.
  markFor: (location) => {
    if (mealsFirstRequests(location).length === 0) return null;
    return matchPage('/meals', location.pathname)
      ? PAINT_MARKS.firstMealCard
      : PAINT_MARKS.mealNotes;
  },
});
