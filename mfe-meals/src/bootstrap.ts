// The routes first: the standalone sign-in's ui-kit styles then join the CSS
// chunk it shares with the exposed routes in the routes' order (one order, no conflict).
import MealsRoutes from './routes';
import { mountStandaloneRemote } from '@dd/shell-kit/standalone';

void mountStandaloneRemote({ mountPath: '/meals', Routes: MealsRoutes });
