import { mountStandaloneRemote } from '@dd/shell-kit/standalone';
import MealsRoutes from './routes';

void mountStandaloneRemote({ mountPath: '/meals', Routes: MealsRoutes });
