export { RemoteRoutes } from './RemoteRoutes';
export { registerRuntimeRemotes } from './registerRemotes';
export type { RemoteName } from './remoteNames';
