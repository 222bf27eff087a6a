import { mountStandaloneRemote } from '@dd/shell-kit/standalone';
import AccountRoutes from './routes';

void mountStandaloneRemote({ mountPath: '/', Routes: AccountRoutes, home: '/profile' });
