import { mountStandaloneRemote } from '@dd/shell-kit/standalone';
import RestaurantsRoutes from './routes';

void mountStandaloneRemote({ mountPath: '/restaurants', Routes: RestaurantsRoutes });
