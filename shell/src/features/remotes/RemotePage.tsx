import type { RemoteName } from '@dd/contracts';
import { loadable } from '@dd/ui-kit';
import { PageLoading } from '../layout';
import { loadRemoteRuntime } from './remoteRegistry';

const LoadedRemoteRoutes = loadable(() =>
  loadRemoteRuntime().then((module) => module.RemoteRoutes),
);

/** A remote's `<Routes>` under the current route (RemoteRoutes), once the remote runtime is here. */
export function RemotePage({ name }: { name: RemoteName }) {
  return <LoadedRemoteRoutes name={name} fallback={<PageLoading />} />;
}
