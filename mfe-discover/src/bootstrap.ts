import { mountStandaloneRemote } from '@dd/shell-kit/standalone';
import DiscoverRoutes from './routes';

void mountStandaloneRemote({ mountPath: '/restaurants/nearby', Routes: DiscoverRoutes });
